import SwiftUI

/// A project row whose title is drawn by a small view of its own: the index looks through it, so
/// the row shows text, and combining it names the element.
struct SearchHitRow: View {
    struct Caption: View {
        let text: String
        var body: some View {
            Text(text).lineLimit(1)
        }
    }

    let symbol: String
    let caption: String

    var body: some View {
        HStack {
            Image(systemName: symbol)
            Caption(text: caption)
        }
    }

    func open(_ folder: String) {}
}

struct SearchHits: View {
    let folders: [String]

    var body: some View {
        VStack {
            ForEach(folders, id: \.self) { folder in
                SearchHitRow(symbol: "folder", caption: folder)
                    .onTapGesture { open(folder) }
            }
        }
    }

    func open(_ folder: String) {}
}
