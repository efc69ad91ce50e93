import SwiftUI

/// A flag named `showPreferencesState`, toggled after a haptic, presents a sheet: the button opens
/// that screen, "Preferences"; the flag's own word ("state") is no word a person says.
struct PreferencesOpener: View {
    @State private var showPreferencesState = false

    var body: some View {
        Button {
            playTick()
            showPreferencesState.toggle()
        } label: {
            Image(systemName: "slider.horizontal.3")
        }
        .sheet(isPresented: $showPreferencesState) {
            PreferencesPanel()
        }
        .accessibilityLabel("Preferences") // [VERIFY] confirm label matches intent
    }

    func playTick() {}
}

struct PreferencesPanel: View {
    var body: some View { Text("Preferences") }
}
