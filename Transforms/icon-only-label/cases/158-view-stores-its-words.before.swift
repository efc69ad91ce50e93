import SwiftUI

/// A view that is only its button, storing the glyph and the words for it: the words name it.
struct DockButton: View {
    let title: String
    let symbol: String
    let isCurrent: Bool
    let onPick: () -> Void

    var body: some View {
        Button(action: onPick) {
            Image(systemName: symbol)
                .padding(8)
        }
        .buttonStyle(.plain)
    }
}

struct Dock: View {
    @State private var page = 0

    var body: some View {
        HStack {
            DockButton(title: "Inbox", symbol: "tray", isCurrent: page == 0) { page = 0 }
            DockButton(title: "Archive", symbol: "archivebox", isCurrent: page == 1) { page = 1 }
        }
    }
}
