import SwiftUI

/// A button whose action switches `isSpoiler` (and moves the focus) under an exclamation mark that
/// fills with it: the glyph's "Alert" is its look, not the state it switches, so it is reported.
struct ComposeToolbar: View {
    enum Field { case body, warning }
    @State private var isSpoiler = false
    @FocusState private var focused: Field?

    var body: some View {
        Button {
            withAnimation {
                isSpoiler.toggle()
                focused = isSpoiler ? .warning : .body
            }
        } label: {
            Image(systemName: isSpoiler ? "exclamationmark.square.fill" : "exclamationmark.square")
        }
    }
}
