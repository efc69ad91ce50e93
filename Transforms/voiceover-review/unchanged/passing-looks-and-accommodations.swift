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
