import SwiftUI

/// A U-turn arrow whose action calls the undo manager does what its glyph says: "Undo".
struct SketchToolbar: View {
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        Button {
            undoManager?.undo()
        } label: {
            Image(systemName: "arrow.uturn.left")
        }
        .accessibilityLabel("Undo") // [VERIFY] confirm label matches intent
    }
}
