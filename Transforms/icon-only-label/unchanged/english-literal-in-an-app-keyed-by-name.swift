import SwiftUI

/// An app that looks every string up by name in `.strings` tables (the sidecar), which only the
/// team fills: a new English literal would be a key no table has, so VoiceOver users in every
/// other language would hear English. With no entry holding "Unpin", the button is reported
/// for someone to add one; `plus`, `ellipsis` and `trash` are left alone, since VoiceOver already
/// reads them as "Add", "More" and "Delete" in the user's language, and so is the `xmark` that
/// dismisses: no entry holds "Dismiss", and VoiceOver says "Close" for it. An `xmark` that removes
/// an attachment is reported: "Close" would misname it.
struct NoteActions: View {
    let unpin: () -> Void
    let add: () -> Void
    let sort: () -> Void
    let delete: () -> Void
    let removeAttachment: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Text(NSLocalizedString("notes_title", comment: "Notes screen title"))
            Button(action: unpin) {
                Image(systemName: "pin.slash")
            }
            Button(action: add) {
                Image(systemName: "plus")
            }
            Menu {
                Button(NSLocalizedString("notes_sort", comment: "Sort menu item"), action: sort)
            } label: {
                Image(systemName: "ellipsis")
            }
            Button(action: delete) {
                Image(systemName: "trash")
            }
            Button(action: { dismiss() }) {
                Image(systemName: "xmark")
            }
            Button(action: removeAttachment) {
                Image(systemName: "xmark")
            }
        }
    }
}
