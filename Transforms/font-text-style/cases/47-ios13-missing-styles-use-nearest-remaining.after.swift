import SwiftUI

struct ReceiptView: View {
    let store: String
    let total: String
    let date: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Receipt")
                .font(.title.weight(.bold))
            Text(store)
                .font(.body)
            Text(total)
                .font(.headline)
            Text(date)
                .font(.caption)
        }
    }
}
