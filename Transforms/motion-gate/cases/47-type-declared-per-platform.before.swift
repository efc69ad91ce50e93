import SwiftUI

/// One type declared once per platform under `#if`: the Reduce Motion property goes into the
/// declaration that holds the animation, never into its twin.
#if os(tvOS)
struct PressableCard: View {
    var body: some View {
        Text("Card")
    }
}
#else
struct PressableCard: View {
    @State private var isPressed = false

    var body: some View {
        Text("Card")
            .scaleEffect(isPressed ? 0.9 : 1)
            .animation(.bouncy(duration: 0.4), value: isPressed)
    }
}
#endif
