import SwiftUI

/// Two keys say "Share" at the same depth and neither is in a namespace this file uses: which
/// one the screen means is a guess, so the label stays the plain phrase.
struct AlbumHeader: View {
    let onShare: () -> Void

    var body: some View {
        HStack {
            Text("album.header.title")
            Button(action: onShare) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }
}
