import SwiftUI

/// Stacks of invisible filler that only let go of something catch taps on empty space: they show
/// nothing, and a button there would be a wordless stop between real controls.
struct EditorSidebar: View {
    @FocusState private var isSearchFocused: Bool
    @Binding var isInspectorOpen: Bool
    let editor: EditorModel

    var body: some View {
        VStack {
            Text("Sidebar")
            // A near-transparent colour and a spacer, tapped to take focus off the editor.
            ZStack {
                Color.white.opacity(0.001)
                Spacer()
            }
            .onTapGesture { editor.removeFocus() }
            // An empty row stretched by a spacer, tapped to hide the keyboard.
            HStack { Spacer() }
                .contentShape(Rectangle())
                .onTapGesture { hideKeyboard() }
            // Clear colours, tapped to close the inspector and drop the search focus.
            VStack {
                Color.clear
                Rectangle().fill(Color.clear)
            }
            .onTapGesture {
                isInspectorOpen = false
                isSearchFocused = false
            }
        }
    }

    private func hideKeyboard() {}
}

final class EditorModel {
    func removeFocus() {}
}
