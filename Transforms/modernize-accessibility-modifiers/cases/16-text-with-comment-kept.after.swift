import SwiftUI

struct PlayButton: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "play.fill")
        }
        .accessibilityLabel(Text("Play", comment: "Starts playback"))
        .accessibilityHint(Text(LocalizedStringKey("player.play.hint")))
    }
}
