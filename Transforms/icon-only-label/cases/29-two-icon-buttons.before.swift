import SwiftUI

struct EditorToolbar: View {
    @ObservedObject var document: EditorDocument

    var body: some View {
        HStack(spacing: 16) {
            Button(action: document.undo) {
                Image(systemName: "arrow.uturn.backward")
            }
            .disabled(!document.canUndo)
            Button(action: document.redo) {
                Image(systemName: "arrow.uturn.forward")
            }
            .disabled(!document.canRedo)
        }
    }
}

final class EditorDocument: ObservableObject {
    @Published var canUndo = false
    @Published var canRedo = false
    func undo() {}
    func redo() {}
}
