import SwiftUI

/// A comment describing how the title truncates says nothing about its size: it is scaled.
struct EpisodeTitle: View {
    let title: String

    var body: some View {
        // The title truncates after two lines.
        Text(title)
            .font(.subheadline)
            .lineLimit(2)
    }
}
