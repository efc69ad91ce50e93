import SwiftUI

/// Two keys say "Share" at the same depth and neither is in a namespace this file uses: which
/// one the screen means is a guess, so the label stays the plain phrase. "Delete" has a key
/// only on another screen (`trash.sheet.delete`), which may be translated for that screen.
struct AlbumHeader: View {
    let onShare: () -> Void
    let onDelete: () -> Void

    var body: some View {
        HStack {
            Text("album.header.title")
            Button(action: onShare) {
                Image(systemName: "square.and.arrow.up")
            }
            Button(role: .destructive, action: onDelete) {
                Image(systemName: "trash")
            }
        }
    }
}
