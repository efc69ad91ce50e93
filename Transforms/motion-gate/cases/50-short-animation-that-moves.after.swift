import SwiftUI

/// A short animation still moves content when it carries a view in with a slide, and a spring
/// bounces whatever its duration: both are gated.
struct UndoBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false
    @State private var isPressed = false

    var body: some View {
        VStack {
            if isShown {
                Text("Message deleted")
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom))
            }
            Button("Undo") { isShown = false }
                .scaleEffect(isPressed ? 0.9 : 1)
                .animation(reduceMotion ? nil : .spring(duration: 0.1, bounce: 0.5), value: isPressed)
        }
        .animation(reduceMotion ? nil : .easeOut(duration: 0.1), value: isShown)
    }
}
