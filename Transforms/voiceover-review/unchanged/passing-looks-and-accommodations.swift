import SwiftUI

/// Colour for a passing look (pressed, colour scheme) is no state to announce, and a VoiceOver
/// branch with an alternative is a deliberate accommodation: both stay quiet. A lasting state
/// shown only by colour, and a control removed while VoiceOver runs, are reported.
struct IntroTile: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverOn
    @State private var isPressed = false
    let isSelected: Bool

    var body: some View {
        VStack {
            Circle()
                .fill(isPressed ? Color.gray : Color.blue)
            Rectangle()
                .fill(colorScheme == .dark ? Color.black : Color.white)
            Circle()
                .fill(isSelected ? Color.green : Color.gray)
            if voiceOverOn {
                Text("Swipe up or down to change the value")
            } else {
                Text("Drag to change the value")
            }
            if !voiceOverOn {
                Button("Skip intro") { skip() }
            }
        }
    }

    func skip() {}
}

/// Not state either: a progress dot (its row says the count), a message's direction, and a
/// colour that follows `.disabled()`, which VoiceOver reads as "dimmed".
struct PINDots: View {
    let digitsEntered: Int
    let isOutgoing: Bool
    let isEnabled: Bool

    var body: some View {
        HStack {
            Circle()
                .fill(digitsEntered > 0 ? Color.primary : Color.secondary)
            Rectangle()
                .fill(isOutgoing ? Color.blue : Color.gray)
            Capsule()
                .fill(isEnabled ? Color.green : Color.gray)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityValue("\(digitsEntered) of 4 digits entered")
    }
}
