import SwiftUI

/// A glyph that flips to a checkmark once its pack is downloaded, and is disabled then: the label
/// follows the flag in its own words. Where the -ed form hides the verb (`isSaved`), the other
/// glyph's word serves.
struct FontPackRow: View {
    let pack: FontPack
    let store: FontPackStore

    var body: some View {
        HStack {
            Text(pack.title)
            Button {
                store.fetch(pack)
            } label: {
                Image(systemName: pack.isDownloaded ? "checkmark.circle" : "arrow.down.circle")
            }
            .disabled(pack.isDownloaded)
            Button {
                store.keep(pack)
            } label: {
                Image(systemName: pack.isSaved ? "checkmark" : "plus")
            }
            .disabled(pack.isSaved)
        }
    }
}

// Elsewhere in the project:
// struct FontPack { var title = ""; var isDownloaded = false; var isSaved = false }
// final class FontPackStore { func fetch(_ pack: FontPack) {}; func keep(_ pack: FontPack) {} }
