import SwiftUI

struct ShopTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "cart")
                .onTapGesture { DispatchQueue.main.async { openCart() } }
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open cart") // [VERIFY] confirm label matches intent
            Circle()
                .onTapGesture { store.send(.addToCart) }
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Add to cart") // [VERIFY] confirm label matches intent
            Circle()
                .onTapGesture { router.push(.details) }
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Details") // [VERIFY] confirm label matches intent
        }
    }
}
