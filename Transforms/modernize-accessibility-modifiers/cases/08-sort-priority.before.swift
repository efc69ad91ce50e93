import SwiftUI

struct PriceCard: View {
    let price: String

    var body: some View {
        VStack {
            Text("Today only")
                .accessibility(sortPriority: 1)
            Text(price)
                .font(.largeTitle)
                .accessibility(sortPriority: 2.5)
        }
        .accessibilityElement(children: .contain)
    }
}
