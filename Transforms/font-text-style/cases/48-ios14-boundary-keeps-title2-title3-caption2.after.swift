import SwiftUI

struct ReceiptView: View {
    let store: String
    let total: String
    let date: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(store)
                .font(.title2)
            Text(total)
                .font(.title3.weight(.semibold))
            Text(date)
                .font(.caption2)
        }
    }
}
