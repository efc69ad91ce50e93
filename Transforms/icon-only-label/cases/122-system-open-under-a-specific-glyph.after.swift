import AppKit
import SwiftUI

/// Both buttons open a URL through the system, whose verb ("Open") names nothing in particular:
/// the question mark says more ("Help"). The link glyph's call says only how ("Open URL"): reported.
struct ImportHelpRow: View {
    @Environment(\.openURL) private var openURL
    let guide: URL
    let page: URL

    var body: some View {
        HStack {
            Button(action: {
                NSWorkspace.shared.open(guide)
            }) {
                Image(systemName: "questionmark.circle")
            }
            .accessibilityLabel("Help") // [VERIFY] confirm label matches intent
            Button {
                openURL(page)
            } label: {
                Image(systemName: "arrow.up.forward.square")
            }
        }
    }
}
