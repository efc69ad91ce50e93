import SwiftUI

// The caption under an icon in the same stack is its visible name; a standard shortcut on the glyph
// it goes with names it too (the default action on a checkmark confirms, ⌘N on a compose glyph makes a
// new one; on a plus, which VoiceOver reads "Add" already, it adds nothing).
struct ExportPanel: View {
    let handler: () -> Void
    let onCommit: () -> Void

    var body: some View {
        HStack {
            VStack {
                Button(action: handler) {
                    Image("export-glyph")
                }
                .accessibilityLabel("Send a Copy") // [VERIFY] confirm label matches intent
                Text("Send a Copy")
                    .font(.caption)
            }
            Button(action: onCommit) {
                Image(systemName: "checkmark")
            }
            .keyboardShortcut(.defaultAction)
            .accessibilityLabel("Done") // [VERIFY] confirm label matches intent
            Button(action: handler) {
                Image(systemName: "square.and.pencil")
            }
            .keyboardShortcut("n")
            .accessibilityLabel("New") // [VERIFY] confirm label matches intent
        }
    }
}
