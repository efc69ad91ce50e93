import SwiftUI

// ⌘N on a plus says "New", which the system's own reading of the glyph ("Add", in the person's
// language) says already: no English label replaces it.
struct LibraryToolbar: View {
    let onAdd: () -> Void

    var body: some View {
        NavigationLink(value: 1) {
            Image(systemName: "plus")
        }
        .keyboardShortcut("n", modifiers: .command)
    }
}
