import SwiftUI

struct OrderSummary: View {
    let total: String

    var body: some View {
        VStack {
            // Total, in the brand's heavier weight.
            Text(total)
                .font(.system(size: 15, weight: .bold))  // design review: bolder
        }
    }
}
