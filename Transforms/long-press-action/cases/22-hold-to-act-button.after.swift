import SwiftUI

// A view that acts only when held, with its title on it, is a hold-to-confirm button: one element,
// the button trait, and a default action that runs what the hold runs. Without words of its own it
// is reported.
struct HoldToEndButton: View {
    let title: String
    let action: () -> Void
    @State private var isPressed = false

    var body: some View {
        VStack {
            face
                .scaleEffect(isPressed ? 0.95 : 1)
                .onLongPressGesture(
                    minimumDuration: 0.8,
                    pressing: { pressing in
                        isPressed = pressing
                    },
                    perform: fire
                )
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { fire() }
            Image(systemName: "stop.circle")
                .onLongPressGesture(minimumDuration: 0.8, perform: fire)
        }
    }

    private var face: some View {
        HStack {
            Image(systemName: "hand.raised")
            Text(title)
        }
        .padding()
        .background(.thinMaterial, in: Capsule())
    }

    private func fire() {
        action()
    }
}
