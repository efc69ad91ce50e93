import SwiftUI

/// The project's words for a glyph, given on another control for another action, do not name a
/// button whose code calls something else and says nothing readable: it is reported.
struct LinkPanel: View {
    let model: LinkModel

    var body: some View {
        VStack {
            Button {
                model.linkUp()
            } label: {
                Image(systemName: "bolt.horizontal")
            }
            Button(action: model.reconnect) {
                Label("Reconnect", systemImage: "bolt.horizontal")
            }
        }
    }
}

// Elsewhere in the project:
// final class LinkModel { func linkUp() {}; func reconnect() {} }
