import SwiftUI

struct PriceCard: View {
    let price: String

    var body: some View {
        VStack {
            Text("Today only")
                .accessibilitySortPriority(1)
            Text(price)
                .font(.largeTitle)
                .accessibilitySortPriority(2.5)
        }
        .accessibilityElement(children: .contain)
    }
}
