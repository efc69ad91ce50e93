import SwiftUI

/// A new key's lookup with its English text and comment for translators is too long for a
/// 100-column line, however it is wrapped. This file labels nothing with a short literal, so
/// that is no form of its own: the label is reported, not written in English alone.
struct EpisodeControls: View {
    let episode: EpisodePlayer

    var body: some View {
        HStack {
            Text(NSLocalizedString("episode.title", comment: "Title of the episode controls"))
            Button("Rewind", action: episode.rewind)
            Group {
                VStack {
                    Button(
                        action: {
                            episode.skipIntro()
                        },
                        label: {
                            Image(systemName: "forward.end")
                        })
                }
            }
        }
    }
}

// Elsewhere in the project:
// final class EpisodePlayer { func rewind() {}; func skipIntro() {} }
