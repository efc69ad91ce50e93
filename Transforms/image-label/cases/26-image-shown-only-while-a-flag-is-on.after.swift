import SwiftUI

// Marks drawn only while a flag of the item is on: each shows that state, which the flag names, and
// while the flag is off it is invisible but still read, so it is hidden then.
struct EpisodeRow: View {
    let episode: Episode
    @State private var isHovering = false

    var body: some View {
        HStack {
            VStack(spacing: 0) {
                Image("pinSmall")
                    .opacity(episode.isPinned ? 1 : 0)
                    .accessibilityLabel("Pinned") // [VERIFY] confirm label matches intent
                    .accessibilityHidden(!episode.isPinned)
                Image("cloudSmall")
                    .resizable()
                    .opacity(episode.isDownloaded ? 1.0 : 0.0)
                    .accessibilityLabel("Downloaded") // [VERIFY] confirm label matches intent
                    .accessibilityHidden(!episode.isDownloaded)
            }
        }
    }
}

struct Episode {
    var isPinned: Bool
    var isDownloaded: Bool
}
