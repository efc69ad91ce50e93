import SwiftUI

/// The words the pointer shows are the control's own: a `.help` on the button, or on the only
/// image it draws, is its label, reused as the project writes it (a key, a condition of
/// literals). No new key is needed, whatever the table holds, and no phrase is guessed.
struct ShelfToolbar: View {
    @State private var isNewestFirst = true
    let shelf: Shelf

    var body: some View {
        HStack {
            Button {
                shelf.importFiles()
            } label: {
                Image(systemName: "tray.and.arrow.down")
                    .help("shelf.import")
            }
            Button {
                shelf.setNewestFirst(!isNewestFirst)
            } label: {
                Image(systemName: isNewestFirst ? "arrow.down" : "arrow.up")
            }
            .help(isNewestFirst ? "Newest first" : "Oldest first")
            Button {
                shelf.reload()
            } label: {
                Image(systemName: "arrow.clockwise")
            }
            .help("Reload the shelf")
            Button {
                shelf.togglePinned()
            } label: {
                Image(systemName: shelf.isPinned ? "pin.slash" : "pin")
            }
            .help(shelf.isPinned ? String(localized: "Unpin") : String(localized: "Pin"))
        }
        .navigationTitle(NSLocalizedString("shelf.title", comment: ""))
    }
}

// Elsewhere in the project:
// final class Shelf { func importFiles() {}; func setNewestFirst(_ value: Bool) {}; func reload() {}; var isPinned = false; func togglePinned() {} }
