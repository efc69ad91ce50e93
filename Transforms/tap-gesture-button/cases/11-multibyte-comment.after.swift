import SwiftUI

struct MenuCard: View {
    var body: some View {
        VStack {
            // Crème brûlée — “dessert du jour” 🍮 デザート
            Text("Crème brûlée")
                .font(.title3)
                .onTapGesture { addToOrder() }
                .accessibilityAddTraits(.isButton)
        }
    }

    func addToOrder() {}
}
