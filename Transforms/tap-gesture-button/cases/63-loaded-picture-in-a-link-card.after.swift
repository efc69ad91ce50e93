import SwiftUI

/// A link card: the picture an `AsyncImage` loaded, a title and a summary, opening an address. The
/// phase's image is only a picture, so the card becomes one link.
struct ArticleCard: View {
    let title: String
    let summary: String
    let address: URL
    let thumbnail: URL?

    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading) {
            AsyncImage(url: thumbnail) { phase in
                switch phase {
                case .success(let picture):
                    picture
                        .resizable()
                        .scaledToFill()
                default:
                    Color.gray.opacity(0.2)
                }
            }
            .frame(height: 120)
            Text(title)
                .font(.headline)
            Text(summary)
                .font(.subheadline)
        }
        .onTapGesture { openURL(address) }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isLink)
    }
}
