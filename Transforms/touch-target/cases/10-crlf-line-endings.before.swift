import SwiftUI

struct CartBadge: View {
    var body: some View {
        Button(action: openCart) {
            Image(systemName: "cart")
        }
        .frame(width: 26, height: 26)
    }

    func openCart() {}
}
