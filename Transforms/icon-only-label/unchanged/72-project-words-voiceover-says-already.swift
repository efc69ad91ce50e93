import SwiftUI

/// The file's own words for `ellipsis` are "More", which VoiceOver already says for that symbol
/// in the user's language: an icon-only menu showing it gets no label that only repeats them.
struct TrackRow: View {
    let title: String
    let onShare: () -> Void
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Menu {
                Button("track_share", action: onShare)
                Button("track_remove", role: .destructive, action: onRemove)
            } label: {
                Image(systemName: "ellipsis")
            }
        }
        .contextMenu {
            Menu {
                Button("track_share", action: onShare)
            } label: {
                Label("track_more", systemImage: "ellipsis")
            }
        }
    }
}
