import SwiftUI

/// A nudge scripted as a `withAnimation` whose completion animates the state back: one motion,
/// skipped whole under Reduce Motion by one check before it (the step in the completion is
/// not gated on its own).
struct HintArrow: View {
    @State private var isNudged = false

    var body: some View {
        Image(systemName: "arrow.right")
            .offset(x: isNudged ? 12 : 0)
            .onAppear { nudge() }
    }

    func nudge() {
        withAnimation(.easeOut(duration: 0.2)) {
            isNudged = true
        } completion: {
            withAnimation(.easeIn(duration: 0.2)) {
                isNudged = false
            }
        }
    }
}
