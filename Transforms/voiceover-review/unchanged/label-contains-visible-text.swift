import SwiftUI

struct EditorToolbar: View {
    var body: some View {
        HStack {
            Button("Save", action: save)
                .accessibilityLabel("Save document")
            Text("Drafts")
                .accessibilityLabel("drafts folder")
        }
    }

    func save() {}
}
