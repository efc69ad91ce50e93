import SwiftUI

/// A `Link` does one thing whatever its glyph: it opens its URL. A glyph that stands for several
/// actions (a chain link) or one the file does not name (`icon`) says no more than that.
struct ChapterRow: View {
    let title: String
    let url: URL
    let icon: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Link(destination: url) {
                Image(systemName: "link.circle.fill")
            }
            Link(destination: url, label: {
                Image(systemName: icon)
                    .imageScale(.large)
            })
        }
    }
}
