import SwiftUI

struct RatingView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var rating = 0
    @State private var sparkle = false

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .scaleEffect(star == rating ? 1.3 : 1)
                    .onTapGesture { rate(star) }
            }
        }
    }

    private func rate(_ value: Int) {
        if value == 5 {
            guard !reduceMotion else { return }
            sparkle = true
        }
        withAnimation(.bouncy) {
            rating = value
        }
    }
}
