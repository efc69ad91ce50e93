import SwiftUI

/// Press feedback timed by a named constant of 0.1 s: as short as the literal form, so it is not
/// motion Reduce Motion asks to remove.
enum PressConstants {
    static let pressedScale: CGFloat = 0.95
    static let duration: Double = 0.1
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? PressConstants.pressedScale : 1)
            .animation(.easeInOut(duration: PressConstants.duration), value: configuration.isPressed)
    }
}
