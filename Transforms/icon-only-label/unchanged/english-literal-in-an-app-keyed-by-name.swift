import SwiftUI

/// An app that looks every string up by name in `.strings` tables (the sidecar), which only the
/// team fills: a new English literal would be a key no table has, so VoiceOver users in every
/// other language would hear English. With no entry holding "Delete", the button is reported
/// for someone to add one; `plus` and `ellipsis` are left alone, since VoiceOver already reads
/// them as "Add" and "More" in the user's language.
struct NoteActions: View {
    let delete: () -> Void
    let add: () -> Void
    let sort: () -> Void

    var body: some View {
        HStack {
            Text(NSLocalizedString("notes_title", comment: "Notes screen title"))
            Button(action: delete) {
                Image(systemName: "trash")
            }
            Button(action: add) {
                Image(systemName: "plus")
            }
            Menu {
                Button(NSLocalizedString("notes_sort", comment: "Sort menu item"), action: sort)
            } label: {
                Image(systemName: "ellipsis")
            }
        }
    }
}
