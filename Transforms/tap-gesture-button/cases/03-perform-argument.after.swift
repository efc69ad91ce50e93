import SwiftUI

struct MiniCart: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "cart")
                .font(.title)
            Circle()
                .fill(.red)
                .frame(width: 10, height: 10)
        }
        .onTapGesture(perform: openCart)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel("Open cart") // [VERIFY] confirm label matches intent
    }

    func openCart() {}
}
