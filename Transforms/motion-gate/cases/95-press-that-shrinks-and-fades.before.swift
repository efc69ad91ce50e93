import SwiftUI

/// A tile that shrinks well past a nudge and dims while pressed: a short fade in place of its
/// animation would still shrink it, so it is gated to nil (the dim then changes at once).
struct SqueezeTile: View {
    @State private var isPressed = false

    var body: some View {
        Text("Play")
            .padding()
            .scaleEffect(isPressed ? 0.8 : 1)
            .opacity(isPressed ? 0.6 : 1)
            .animation(.spring(), value: isPressed)
            .onLongPressGesture(minimumDuration: 0, pressing: { isPressed = $0 }, perform: {})
    }
}

/// A card that slides up as it fades in: the slide is what Reduce Motion removes, so it is gated to nil.
struct SlideUpCard: View {
    @State private var isShown = false

    var body: some View {
        Text("Tip of the day")
            .padding()
            .offset(y: isShown ? 0 : 40)
            .opacity(isShown ? 1 : 0)
            .animation(.spring(), value: isShown)
            .onAppear { isShown = true }
    }
}
