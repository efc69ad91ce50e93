import SwiftUI

/// A long press that does something else than the tap on the same view still gets its action:
/// tapping opens the note, and only the long press pins it.
struct NoteRow: View {
    let note: String
    let open: (String) -> Void

    var body: some View {
        Text(note)
            .onTapGesture { open(note) }
            .onLongPressGesture { pinNote() }
    }

    func pinNote() {}
}
