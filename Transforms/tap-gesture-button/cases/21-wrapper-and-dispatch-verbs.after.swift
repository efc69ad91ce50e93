import SwiftUI

struct ShopTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "cart")
                .onTapGesture { DispatchQueue.main.async { openCart() } }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open cart") // [VERIFY] confirm label matches intent
            Image(systemName: "bag")
                .onTapGesture { store.send(.addToCart) }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Add to cart") // [VERIFY] confirm label matches intent
            Image(systemName: "info.circle")
                .onTapGesture { router.push(.details) }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Info") // [VERIFY] confirm label matches intent
        }
    }
}
