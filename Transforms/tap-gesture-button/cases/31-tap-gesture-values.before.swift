import SwiftUI

/// A `TapGesture` handed to `.gesture`, `.simultaneousGesture` or `.highPriorityGesture` is a
/// tap like `.onTapGesture`: VoiceOver needs the button trait to reach it.
struct EpisodeCard: View {
    let title: String

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "play.circle")
                Text(title)
            }
            .gesture(TapGesture().onEnded { _ in openEpisode() })
            Image(systemName: "square.and.arrow.up")
                .simultaneousGesture(TapGesture(count: 1).onEnded { shareEpisode() })
            Text("Show notes")
                .highPriorityGesture(
                    TapGesture()
                        .onEnded { showNotes() }
                )
        }
    }

    func openEpisode() {}
    func shareEpisode() {}
    func showNotes() {}
}
