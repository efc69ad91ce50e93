import SwiftUI

/// A gear menu of a post's actions (share, mute, report): the glyph's "Settings" names none of them,
/// so the menu is reported, not labelled "Settings".
struct PostActionsBar: View {
    let postURL: URL
    let onMute: () -> Void
    let onReport: () -> Void

    var body: some View {
        Menu {
            ShareLink(item: postURL) {
                Label("Share post", systemImage: "square.and.arrow.up")
            }
            Button(action: onMute) {
                Label("Mute author", systemImage: "speaker.slash")
            }
            Button(role: .destructive, action: onReport) {
                Label("Report post", systemImage: "exclamationmark.triangle")
            }
        } label: {
            Image(systemName: "gear")
        }
    }
}
