import SwiftUI

/// An app that looks every string up by key in its String Catalog (the `.xcstrings` sidecar):
/// a new label with words the catalogue already has is written with its key, so it is
/// translated like the rest. Of two keys for "Share", the one in the namespace this file
/// already uses wins. The trash glyph is left alone: VoiceOver reads it as "Delete" in the user's
/// language already, which the catalogue's `action.delete` would only repeat.
struct DraftRow: View {
    let draft: Draft
    let store: DraftStore

    var body: some View {
        HStack {
            Text("drafts.row.title")
            Spacer()
            Button {
                store.share(draft)
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Button(role: .destructive) {
                store.delete(draft)
            } label: {
                Image(systemName: "trash")
            }
        }
    }
}

struct Draft {}

final class DraftStore {
    func share(_ draft: Draft) {}
    func delete(_ draft: Draft) {}
}
