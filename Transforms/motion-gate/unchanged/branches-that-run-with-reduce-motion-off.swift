import SwiftUI

/// Animations in code that only runs with Reduce Motion off: after an early return taken when
/// it is on, and in the `else` of a `guard` that passes only when it is on.
struct Confetti: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var burst = false
    @State private var lift: CGFloat = 0

    var body: some View {
        Circle()
            .scaleEffect(burst ? 2 : 1)
            .offset(y: lift)
            .onTapGesture {
                celebrate()
                rise()
            }
    }

    func celebrate() {
        if reduceMotion {
            burst = true
            return
        }
        withAnimation(.spring()) {
            burst = true
        }
    }

    func rise() {
        guard reduceMotion else {
            withAnimation(.easeOut) {
                lift = -40
            }
            return
        }
        lift = -40
    }
}
