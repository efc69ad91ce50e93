import SwiftUI

struct ShopTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "cart")
                .onTapGesture { DispatchQueue.main.async { openCart() } }
            Image(systemName: "bag")
                .onTapGesture { store.send(.addToCart) }
            Image(systemName: "info.circle")
                .onTapGesture { router.push(.details) }
        }
    }
}
