import SwiftUI

// The context menu shows the words for the same actions: the icon-only buttons reuse them,
// including the project's localized keys, so they are translated like the menu.
struct DraftRow: View {
    let draft: Draft
    let store: DraftStore

    var body: some View {
        HStack {
            Text(draft.title)
            Spacer()
            Button {
                store.duplicate(draft)
            } label: {
                Image(systemName: "plus.square.on.square")
            }
            Button(action: { store.archive(draft) }) {
                Image(systemName: "archivebox")
            }
        }
        .contextMenu {
            Button(Strings.duplicateDraft) { store.duplicate(draft) }
            Button {
                store.archive(draft)
            } label: {
                Label("Move to Archive", systemImage: "archivebox")
            }
        }
    }
}
