import SwiftUI

struct ReceiptTotal: View {
    let amount: String

    var body: some View {
        HStack {
            Text("Total")
                .font(.system(.title, design: .rounded))
            Spacer()
            Text(amount)
                .font(.system(.body, design: .monospaced, weight: .bold))
            Text("incl. tax")
                .font(Font.system(.caption2))
        }
    }
}
