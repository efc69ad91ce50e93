import SwiftUI

// A project's own pasteboard wrapper copies too: the button is "Copy", never the wrapper's
// method name ("Set string"), and not the glyph's "Duplicate".
struct SnippetRow: View {
    let snippet: String

    var body: some View {
        HStack {
            Text(snippet)
            Button(action: { Clipboard.shared.setString(snippet) }) {
                Image(systemName: "square.on.square")
            }
            .accessibilityLabel("Copy") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// final class Clipboard { static let shared = Clipboard(); func setString(_ text: String) {} }
