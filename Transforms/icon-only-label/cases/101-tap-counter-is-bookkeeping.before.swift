import SwiftUI

/// A tap counter the glyph's effect watches (`skipBackTapCount += 1`) is bookkeeping: the
/// button is named by the call it makes (`playPrevious`), not by the glyph's usual "Rewind".
struct RemoteTransport: View {
    let remote: Remote
    @State private var skipBackTapCount = 0

    var body: some View {
        Button {
            skipBackTapCount += 1
            Task {
                await remote.playPrevious()
            }
        } label: {
            Image(systemName: "backward.fill")
                .scaleEffect(skipBackTapCount % 2 == 0 ? 1 : 1.1)
        }
    }
}

// Elsewhere in the project:
// final class Remote { func playPrevious() async {} }
