import SwiftUI

// A label added to a control passed as an argument keeps the argument list's comma or closing
// parenthesis on its own line, before the comment: no line starts with a comma or a lone paren.
struct EditorScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Editor")
            .navigationBarItems(leading: Button(action: {
                dismiss()
            }) {
                Image(systemName: "arrow.backward")
            }, trailing: Button(action: save) {
                Text("Save")
            })
    }

    private func save() {}
}

struct ViewerScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Viewer")
            .navigationBarItems(leading: Button(action: {
                dismiss()
            }) {
                Image(systemName: "arrow.backward")
            })
            .padding()
    }
}
