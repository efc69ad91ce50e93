import SwiftUI

/// A preview button beside a picker plays the chime it names; a player's own play button, handed
/// the track, is still "Play".
struct ChimeSettings: View {
    @ObservedObject var settings: ChimeStore
    let chimes: ChimePreviewer
    let track: String

    var body: some View {
        HStack {
            Picker("Morning chime", selection: $settings.morningChime) {
                Text("Bell").tag("bell")
            }
            .labelsHidden()
            Button {
                chimes.previewChime(named: settings.morningChime, volume: 0.5, "aiff")
            } label: {
                Image(systemName: "speaker.wave.2")
            }
            .accessibilityLabel("Preview morning chime") // [VERIFY] confirm label matches intent
            Button {
                chimes.play(track)
            } label: {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// final class ChimeStore: ObservableObject { @Published var morningChime = "" }
// final class ChimePreviewer { func previewChime(named: String, volume: Double, _ type: String) {}; func play(_ track: String) {} }
