import SwiftUI

/// Buttons over a text editor that type `#` or `@` where the cursor is: the character starts a
/// hashtag or a mention, which the glyphs only draw.
struct PostEditorToolbar: View {
    let editor: PostEditor

    var body: some View {
        HStack {
            Button {
                self.editor.insertAtCursor(text: "#")
            } label: {
                Image(systemName: "number")
            }
            .accessibilityLabel("Insert hashtag") // [VERIFY] confirm label matches intent
            Button {
                editor.insertAtCursor(text: "@")
            } label: {
                Image(systemName: "at")
            }
            .accessibilityLabel("Insert mention") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
final class PostEditor {
    func insertAtCursor(text: String) {}
}
