import SwiftUI
import UIKit

/// The stop's dot is drawn by a helper shown by another helper, which the row shows inside one
/// element with its own label: VoiceOver never reaches the glyph, so it needs no label. The
/// same helper shown in the open elsewhere would be reported.
struct StopRow: View {
    let glyph: UIImage
    let name: String

    var body: some View {
        HStack {
            connector
            Text(name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(name), vehicle is here")
    }

    private var connector: some View {
        VStack {
            Rectangle().frame(width: 2)
            dot
        }
    }

    private var dot: some View {
        Circle()
            .overlay {
                Image(uiImage: glyph)
                    .resizable()
            }
    }
}

/// A view of the project named `AsyncImage` is its own, not SwiftUI's: where it is shown, it is
/// the project's view, whose body is judged where it is declared.
struct AvatarLayers: View {
    let urls: [URL]

    var body: some View {
        ZStack {
            ForEach(urls, id: \.self) { url in
                AsyncImage(url: url)
            }
        }
    }
}

struct AsyncImage: View {
    let url: URL

    var body: some View {
        Color.gray
    }
}
