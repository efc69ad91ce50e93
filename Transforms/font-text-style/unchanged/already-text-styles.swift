import SwiftUI

struct ArticleRow: View {
    let title: String
    let summary: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Text(summary)
                .font(.body)
            Text("3 min read")
                .font(.caption.weight(.medium))
            Text("Sponsored")
                .font(Font.footnote.italic())
        }
    }
}
