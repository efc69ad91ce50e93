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
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            Image(systemName: "square.and.arrow.up")
                .simultaneousGesture(TapGesture(count: 1).onEnded { shareEpisode() })
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Share episode") // [VERIFY] confirm label matches intent
            Text("Show notes")
                .highPriorityGesture(
                    TapGesture()
                        .onEnded { showNotes() }
                )
                .accessibilityAddTraits(.isButton)
        }
    }

    func openEpisode() {}
    func shareEpisode() {}
    func showNotes() {}
}
