import SwiftUI

/// A button style that shrinks its label a few percent while pressed: a nudge in place, not
/// motion Reduce Motion asks to remove, so its animation stays.
struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct HoverCard: View {
    @State private var isHovering = false

    var body: some View {
        Text("Living Room")
            .padding()
            .scaleEffect(isHovering ? 1.02 : 1)
            .animation(.easeInOut(duration: 0.1), value: isHovering)
            .onHover { isHovering = $0 }
    }
}
