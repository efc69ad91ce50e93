import SwiftUI

struct PriceLabel: View {
    let price: String

    var body: some View {
        #if os(macOS)
        Text(price)
            .font(.system(size: 15))
        #else
        Text(price)
            .font(.system(size: 15))
        #endif
    }
}
