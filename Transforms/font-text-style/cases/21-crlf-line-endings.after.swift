import SwiftUI

struct OrderSummary: View {
    let total: String

    var body: some View {
        VStack(alignment: .trailing) {
            Text("Total")
                .font(.footnote)
            Text(total)
                .font(.title.weight(.semibold))
        }
    }
}
