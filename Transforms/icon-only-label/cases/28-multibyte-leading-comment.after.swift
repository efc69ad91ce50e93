// Café ☕️ menu — Écran des réglages 🇫🇷 (ünïcödé)
import SwiftUI

struct CafeMenuHeader: View {
    var body: some View {
        HStack {
            Text("Crème brûlée · 4,50 €")
            Button(action: addToOrder) { Image(systemName: "plus.circle") }
                .accessibilityLabel("Add to order") // [VERIFY] confirm label matches intent
        }
    }

    private func addToOrder() {}
}
