import SwiftUI

/// A tapped view whose colour follows `@Environment(\.isEnabled)`: the flag chooses a colour and
/// is no view the tap could hide, so the text inside becomes one button.
struct SendCodeButton: View {
    let title: String
    let onSend: () -> Void

    @Environment(\.isEnabled) var isEnabled

    var fill: Color {
        isEnabled ? sending : .gray
    }

    var sending: Color {
        .init(red: 1, green: 0.65, blue: 0.29)
    }

    var body: some View {
        HStack {
            Image(systemName: "dot.radiowaves.left.and.right")
            Text(title)
        }
        .padding()
        .background(fill)
        .onTapGesture { onSend() }
    }
}

/// A project shape drawn around it is a path, not a control.
struct SendOutline: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: 12)
    }
}

struct SendAgainButton: View {
    let onSend: () -> Void

    var body: some View {
        Text("Send again")
            .padding()
            .overlay(SendOutline().stroke(.orange, lineWidth: 2))
            .onTapGesture { onSend() }
    }
}
