import SwiftUI

/// A long press of zero duration tracks a finger going down (a pressed look), and a press
/// tracker inside a style draws a control's states. Neither is an action VoiceOver should offer.
struct PressableCard: View {
    @State private var isPressed = false

    var body: some View {
        Text("Card")
            .scaleEffect(isPressed ? 0.96 : 1)
            .onLongPressGesture(minimumDuration: 0) {
                isPressed = false
            }
    }
}

struct SquishStyle: ButtonStyle {
    @State private var isHeld = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(isHeld ? 0.6 : 1)
            .onLongPressGesture(minimumDuration: 0.3, perform: {}, onPressingChanged: { pressing in
                isHeld = pressing
            })
    }
}

/// A press tracker anywhere: nothing is performed, the pressed look follows the finger.
struct HoldHighlight: View {
    @State private var isHeld = false

    var body: some View {
        Button("Play") {}
            .brightness(isHeld ? -0.1 : 0)
            .onLongPressGesture(minimumDuration: .infinity, perform: {}, onPressingChanged: { isHeld = $0 })
    }
}
