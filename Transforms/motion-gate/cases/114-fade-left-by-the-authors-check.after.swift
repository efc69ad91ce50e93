import SwiftUI

/// The author already keeps the move for when Reduce Motion is off (`if !reduceMotion { scale = 0.1 }`):
/// under Reduce Motion the animation only fades, which is what the setting keeps, so it is left
/// alone. The same change without the check shrinks the splash, and is gated.
struct SplashOverlay: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var opacity = 1.0
    @State private var scale = 1.0
    @State private var badgeScale = 1.0

    var body: some View {
        ZStack {
            Image(systemName: "sparkles")
                .scaleEffect(badgeScale)
        }
        .scaleEffect(scale)
        .opacity(opacity)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                withAnimation(.easeIn(duration: 0.6)) {
                    opacity = 0
                    if !reduceMotion { scale = 0.1 }
                }
            }
        }
        .onTapGesture {
            withAnimation(reduceMotion ? nil : .easeOut(duration: 0.4)) {
                opacity = 0.5
                badgeScale = 0.2
            }
        }
    }
}
