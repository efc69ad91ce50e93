import SwiftUI

/// A tap guarded by a function named as a question (`canRename(note)`) is a button while it
/// holds: the call only asks. One guarded by a call that acts (`reserveSlot(note)`) is reported.
/// A GroupBox draws a box around what it holds; it is no control, so a tile in one folds into one
/// button.
struct NoteHeader: View {
    let note: Note
    @State private var isRenaming = false
    @State private var theme = "Paper"

    var body: some View {
        VStack {
            Text(note.title)
                .onTapGesture {
                    if canRename(note) {
                        isRenaming.toggle()
                    }
                }
            Text("Pin")
                .onTapGesture {
                    if reserveSlot(note) {
                        isRenaming = false
                    }
                }
            ThemeTile(name: "Paper")
                .onTapGesture { applyTheme("Paper") }
            if isRenaming {
                Text("Renaming \(theme)")
            }
        }
    }

    func canRename(_ note: Note) -> Bool { !note.isLocked }
    func reserveSlot(_ note: Note) -> Bool { true }
    func applyTheme(_ name: String) { theme = name }
}

struct ThemeTile: View {
    let name: String

    var body: some View {
        GroupBox {
            Image(systemName: "paintpalette")
            Text(name)
        }
    }
}

struct Note {
    let title: String
    let isLocked: Bool
}
