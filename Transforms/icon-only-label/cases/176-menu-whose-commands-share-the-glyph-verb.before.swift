import SwiftUI

/// A pencil-on-square menu whose commands compose things: the glyph's usual word fits what they do.
struct DraftsToolbar: View {
    var composeMessage: () -> Void
    var composeNote: () -> Void

    var body: some View {
        Menu {
            Button("Compose message", action: composeMessage)
            Button("Compose note", action: composeNote)
        } label: {
            Image(systemName: "square.and.pencil")
        }
    }
}
