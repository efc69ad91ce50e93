import SwiftUI

struct PlayerControls: View {
    @Binding var isPlaying: Bool
    let player: AudioPlayer

    var body: some View {
        Button {
            if isPlaying {
                player.pause()
            } else {
                player.play()
            }
        } label: {
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                .font(.largeTitle)
        }
    }
}
