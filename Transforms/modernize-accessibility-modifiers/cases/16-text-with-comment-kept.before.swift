import SwiftUI

struct PlayButton: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "play.fill")
        }
        .accessibility(label: Text("Play", comment: "Starts playback"))
        .accessibility(hint: Text(LocalizedStringKey("player.play.hint")))
    }
}
