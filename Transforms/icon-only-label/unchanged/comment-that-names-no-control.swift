import SwiftUI

/// A comment above a control that is a section's title or a sentence, or one with a blank line
/// under it, may be about more than the control: it names nothing.
struct PlayerBar: View {
    let player: PlayerModel

    var body: some View {
        HStack {
            // Transport
            Button {
                player.cue()
            } label: {
                Image("transport-cue")
            }
            // Tapping this button jumps to the live edge of the stream
            Button {
                player.cue()
            } label: {
                Image("transport-live")
            }
            // Live button

            Button {
                player.cue()
            } label: {
                Image("transport-edge")
            }
        }
    }
}

// Elsewhere in the project:
// final class PlayerModel { func cue() {} }
