import SwiftUI

struct ShopTiles: View {
    var body: some View {
        VStack {
            Image(systemName: "cart")
                .onTapGesture { DispatchQueue.main.async { openCart() } }
            Circle()
                .onTapGesture { store.send(.addToCart) }
            Circle()
                .onTapGesture { router.push(.details) }
        }
    }
}
