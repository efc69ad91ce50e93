import SwiftUI

struct NoteEditorView: View {
    @AppStorage("noteFontSize") private var noteFontSize: Double = 15
    @Binding var text: String
    let settings: EditorSettings

    var body: some View {
        VStack {
            // The size the user picked in the app's settings: not Dynamic Type's business.
            TextEditor(text: $text)
                .font(.system(size: noteFontSize))
            Text("\(text.count) characters")
                .font(.system(size: settings.gutterFontSize, design: .monospaced))
        }
    }
}
// Elsewhere in the project:
// struct EditorSettings { var gutterFontSize: CGFloat }
