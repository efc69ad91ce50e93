import SwiftUI

/// `_ = queue.skipToPrevious()` throws the result away: the call is still what the tap does.
struct QueueControls: View {
    let queue: PlaybackQueue

    var body: some View {
        HStack {
            Button {
                _ = queue.skipToPrevious()
            } label: {
                Image(systemName: PlaybackQueue.previousSymbol)
            }
        }
    }
}

// Elsewhere in the project:
// final class PlaybackQueue { static let previousSymbol = "backward.end"; func skipToPrevious() -> Bool { true } }
