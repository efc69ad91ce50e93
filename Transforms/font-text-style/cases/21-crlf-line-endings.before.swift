import SwiftUI

struct OrderSummary: View {
    let total: String

    var body: some View {
        VStack(alignment: .trailing) {
            Text("Total")
                .font(.system(size: 13))
            Text(total)
                .font(.system(size: 28, weight: .semibold))
        }
    }
}
