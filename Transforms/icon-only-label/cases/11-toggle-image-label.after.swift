import SwiftUI

struct CallControls: View {
    @State private var isMuted = false

    var body: some View {
        Toggle(isOn: $isMuted) {
            Image(systemName: "mic.slash")
        }
        .toggleStyle(.button)
        .accessibilityLabel("Mute microphone") // [VERIFY] confirm label matches intent
    }
}
