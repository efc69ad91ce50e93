import SwiftUI

/// A row whose caller hands it taps for its parts (the artwork plays, the title opens details):
/// one element would fold both into a single activation. And a tap on the gap between views only
/// widens the title's target: an element there would be a second, wordless stop.
struct EpisodeList: View {
    let episodes: [Episode]

    var body: some View {
        VStack {
            ForEach(episodes) { episode in
                EpisodeRow(
                    episode: episode,
                    artworkTap: { view in AnyView(view.onTapGesture { play(episode) }) },
                    onShowDetails: { showDetails(episode) }
                )
                .onTapGesture { play(episode) }
            }
            HStack {
                Button("Now playing") { expandPlayer() }
                Spacer()
                    .contentShape(Rectangle())
                    .onTapGesture { expandPlayer() }
            }
        }
    }

    func play(_ episode: Episode) {}
    func showDetails(_ episode: Episode) {}
    func expandPlayer() {}
}

struct EpisodeRow: View {
    let episode: Episode
    let artworkTap: (AnyView) -> AnyView
    let onShowDetails: () -> Void

    var body: some View {
        HStack {
            artworkTap(AnyView(Image(systemName: "waveform")))
            Text(episode.title)
        }
    }
}

struct Episode: Identifiable {
    let id: Int
    let title: String
}
