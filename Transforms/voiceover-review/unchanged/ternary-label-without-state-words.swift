import SwiftUI

struct PlaybackButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            .onTapGesture { isPlaying.toggle() }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
    }
}
