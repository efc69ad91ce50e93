import SwiftUI

/// `openURL(guideURL)` read as "Open URL" says how the button works, not what it opens: reported.
struct GuideHeader: View {
    @Environment(\.openURL) private var openURL
    let guideURL: URL

    var body: some View {
        HStack {
            Text("Feeds")
            Button {
                openURL(guideURL)
            } label: {
                Image(systemName: "text.book.closed")
            }
        }
    }
}
