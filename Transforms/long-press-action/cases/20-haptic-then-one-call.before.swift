import SwiftUI

/// A long press that plays a haptic and then makes one call: the haptic is how it feels, and the
/// call's name is the action's.
struct LoopStatus: View {
    let state: LoopState

    var body: some View {
        Text("Loop")
            .onLongPressGesture {
                let impact = PressFeedbackGenerator(strength: 2)
                impact.impactOccurred()
                state.runLoop()
            }
    }
}

final class LoopState {
    func runLoop() {}
}

/// Stands in for UIKit's `UIImpactFeedbackGenerator` where UIKit is not available.
final class PressFeedbackGenerator {
    init(strength: Int) {}
    func impactOccurred() {}
}
