import SwiftUI

struct ReceiptView: View {
    let store: String
    let total: String
    let date: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Receipt")
                .font(.system(size: 28, weight: .bold))
            Text(store)
                .font(.system(size: 22))
            Text(total)
                .font(.system(size: 20, weight: .semibold))
            Text(date)
                .font(.system(size: 11))
        }
    }
}
