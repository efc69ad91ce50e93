import SwiftUI

/// Two keys say "Share" at the same depth and neither is in a namespace this file uses: which
/// one the screen means is a guess, so the label stays the plain phrase. The trash glyph is left
/// alone: VoiceOver reads it as "Delete" in the user's language, and the only key with those words
/// (`trash.sheet.delete`) belongs to another screen.
struct AlbumHeader: View {
    let onShare: () -> Void
    let onDelete: () -> Void

    var body: some View {
        HStack {
            Text("album.header.title")
            Button(action: onShare) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
            Button(role: .destructive, action: onDelete) {
                Image(systemName: "trash")
            }
        }
    }
}
