import SwiftUI
import UIKit

/// The shimmer's animation is kept in a property built with the project's helper, which already
/// turns it off under Reduce Motion: `.animation(sweep, value:)` is gated through it.
struct LoadingSheen: ViewModifier {
    @State private var phase: CGFloat = 0
    private let sweep = Animation.linear(duration: 1.2).repeatForever(autoreverses: false).quietWhenReduced()

    func body(content: Content) -> some View {
        content
            .offset(x: phase * 120)
            .animation(sweep, value: phase)
            .onAppear { phase = 1 }
    }
}

extension Animation {
    func quietWhenReduced() -> Self {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
    }
}
