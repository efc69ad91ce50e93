import SwiftUI
import UIKit

/// The project's Reduce Motion helpers do not take these calls as written: one takes no
/// animation, the other no `value:`, and a third is private to its file. The calls are gated as
/// usual.
struct CardView: View {
    @State private var isFlipped = false
    @State private var isRaised = false

    var body: some View {
        Rectangle()
            .rotationEffect(.degrees(isFlipped ? 180 : 0))
            .offset(y: isRaised ? -20 : 0)
            .animation(.easeOut, value: isRaised)
            .onTapGesture {
                withAnimation(.spring()) {
                    isFlipped.toggle()
                }
            }
    }
}

/// Runs `body` animated unless Reduce Motion is on.
func animateUnlessReduced(_ body: () -> Void) {
    if UIAccessibility.isReduceMotionEnabled {
        body()
    } else {
        withAnimation(.default, body)
    }
}

extension View {
    func reducedAnimation(_ animation: Animation?) -> some View {
        transaction { $0.animation = UIAccessibility.isReduceMotionEnabled ? nil : animation }
    }
}

private func withQuietAnimation(_ animation: Animation?, _ body: () -> Void) {
    withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
}
