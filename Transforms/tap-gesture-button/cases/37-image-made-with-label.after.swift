import SwiftUI

struct PosterTile: View {
    var openPoster: () -> Void
    var playTrailer: () -> Void

    var body: some View {
        HStack {
            // Its label is read: the trait is all it needs.
            Image("poster_art", label: Text("Poster"))
                .onTapGesture { openPoster() }
                .accessibilityAddTraits(.isButton)
            // No words of its own: the action names it.
            Image("trailer_art")
                .onTapGesture { playTrailer() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Play trailer") // [VERIFY] confirm label matches intent
        }
    }
}
