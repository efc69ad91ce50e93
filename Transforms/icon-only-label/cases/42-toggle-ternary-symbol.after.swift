import SwiftUI

struct PinToggle: View {
    @Binding var isPinned: Bool

    var body: some View {
        Toggle(isOn: $isPinned) {
            Image(systemName: isPinned ? "pin.fill" : "pin")
        }
        .toggleStyle(.button)
        .accessibilityLabel("Pin") // [VERIFY] confirm label matches intent
    }
}
