import SwiftUI

struct PlayerControls: View {
    @State private var isPlaying = false

    var body: some View {
        Button {
            isPlaying.toggle()
        } label: {
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                .font(.largeTitle)
        }
        .accessibilityLabel(isPlaying ? "Pause" : "Play") // [VERIFY] confirm label matches intent
    }
}
