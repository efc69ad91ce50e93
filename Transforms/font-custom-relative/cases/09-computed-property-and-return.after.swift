import SwiftUI

struct PriceLabel: View {
    let price: String
    let isSale: Bool

    private var priceFont: Font {
        if isSale {
            return .custom("Menlo-Bold", size: 20, relativeTo: .title3)
        }
        return Font.custom("Menlo", size: 17)
    }

    var body: some View {
        Text(price).font(priceFont)
    }
}
