import SwiftUI

/// A spring bounces whatever its duration: gated. A short animation that carries a view in with a
/// slide plays the transition, which is gated to a cross-fade where it is written; the animation
/// itself is left alone, so the view still fades in rather than popping.
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
        .animation(.easeOut(duration: 0.1), value: isShown)
    }
}
