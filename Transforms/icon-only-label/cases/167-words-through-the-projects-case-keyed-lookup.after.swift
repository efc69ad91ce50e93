import SwiftUI

/// Every word of this app goes through its own function, given a case of its keys' enum, which
/// honours an in-app language setting. The trash button reuses the key that already says "Remove"
/// (of two, the one named for a button, the shorter); the star's "Favorite" is no key's words, so it
/// is reported: an `NSLocalizedString` key would bypass the function and stay untranslated. The
/// archive menu's help, looked up through the function, is its label.
enum ShelfWords: String {
    case shelfTitle, removeBookButton, removeBookConfirmButton, archiveBook, archiveMenuHelp
}

func shelfLocalized(_ key: ShelfWords) -> String {
    Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil)
}

struct ShelfRow: View {
    let remove: () -> Void
    let favorite: () -> Void
    let archive: () -> Void

    var body: some View {
        HStack {
            Text(shelfLocalized(.shelfTitle))
            Button(action: remove) {
                Image(systemName: "trash")
            }
            .accessibilityLabel(shelfLocalized(.removeBookButton)) // [VERIFY] confirm label matches intent
            Button(action: favorite) {
                Image(systemName: "star")
            }
            Menu {
                Button(shelfLocalized(.archiveBook), action: archive)
            } label: {
                Image(systemName: "archivebox")
            }
            .help(shelfLocalized(.archiveMenuHelp))
            .accessibilityLabel(shelfLocalized(.archiveMenuHelp)) // [VERIFY] confirm label matches intent
        }
        .contextMenu {
            Button(shelfLocalized(.removeBookButton), action: remove)
            Button(shelfLocalized(.archiveBook), action: archive)
        }
        .alert(shelfLocalized(.shelfTitle), isPresented: .constant(false)) {
            Button(shelfLocalized(.removeBookConfirmButton), role: .destructive, action: remove)
        }
    }
}
