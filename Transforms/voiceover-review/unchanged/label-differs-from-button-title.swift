import SwiftUI

struct EditorToolbar: View {
    var body: some View {
        HStack {
            Button("Save", action: save)
                .accessibilityLabel("Store document")
        }
    }

    func save() {}
}
