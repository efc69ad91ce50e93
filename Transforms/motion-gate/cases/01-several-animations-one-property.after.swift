import SwiftUI

struct FavoriteButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isFavorite = false
    @State private var bounce = false
    let title: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .scaleEffect(bounce ? 1.2 : 1)
                .animation(reduceMotion ? nil : .spring(response: 0.3), value: bounce)
            Button(title) {
                withAnimation(.easeInOut(duration: 0.2)) {
                    isFavorite.toggle()
                }
                withAnimation {
                    bounce.toggle()
                }
            }
            if isFavorite {
                Text("Saved to favorites")
                    .transition(reduceMotion ? .opacity : .slide)
            }
        }
    }
}
