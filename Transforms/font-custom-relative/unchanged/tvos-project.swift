import SwiftUI

// A tvOS-only target: tvOS text styles are fixed sizes.
struct EpisodeTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.custom("Avenir Next", size: 38))
    }
}
