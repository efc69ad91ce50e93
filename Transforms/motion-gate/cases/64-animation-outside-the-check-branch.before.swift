import SwiftUI

/// Only the animation inside the branch that runs with Reduce Motion off is left alone; the one
/// after the `if`, which runs either way, is gated.
struct Stamp: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isStamped = false
    @State private var drop: CGFloat = -60

    var body: some View {
        Image(systemName: "seal")
            .rotationEffect(.degrees(isStamped ? 20 : 0))
            .offset(y: drop)
            .onTapGesture { stamp() }
    }

    func stamp() {
        if !reduceMotion {
            withAnimation(.spring()) {
                isStamped = true
            }
        }
        withAnimation(.easeIn) {
            drop = 0
        }
    }
}
