import SwiftUI

struct CartBadge: View {
    var body: some View {
        Button(action: openCart) {
            Image(systemName: "cart")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .frame(width: 26, height: 26)
    }

    func openCart() {}
}
