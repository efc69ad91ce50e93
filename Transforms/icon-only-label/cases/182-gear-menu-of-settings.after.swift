import SwiftUI

/// A gear menu whose items open parts of the settings: the glyph's "Settings" is what they share.
struct LibraryToolbar: View {
    @State private var showsAccountSettings = false
    @State private var showsPlaybackSettings = false

    var body: some View {
        Menu {
            Button("Account") { showsAccountSettings = true }
            Button("Playback") { showsPlaybackSettings = true }
        } label: {
            Image(systemName: "gear")
        }
        .accessibilityLabel("Settings") // [VERIFY] confirm label matches intent
    }
}
