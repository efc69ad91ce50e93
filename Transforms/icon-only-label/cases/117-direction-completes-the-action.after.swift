import SwiftUI

/// Arrow buttons of a text editor's accessory bar. `moveCaret(direction: .left)` says which way:
/// "Move caret" alone would name all four arrows alike. The terminal keys send their arrow's own
/// escape sequence or key, whatever the sending method is called: "Up arrow", "Right arrow".
struct CaretBar: View {
    let editor: CaretEditor

    var body: some View {
        HStack {
            Button {
                editor.moveCaret(direction: .left)
            } label: {
                Image(systemName: "arrow.left")
            }
            .accessibilityLabel("Move caret left") // [VERIFY] confirm label matches intent
            Button {
                withAnimation { editor.moveCaret(direction: .right) }
            } label: {
                Image(systemName: "arrow.right")
            }
            .accessibilityLabel("Move caret right") // [VERIFY] confirm label matches intent
            Button {
                editor.writeToShell(sequence: "\u{1b}[A")
            } label: {
                Image(systemName: "chevron.up")
            }
            .accessibilityLabel("Up arrow") // [VERIFY] confirm label matches intent
            Button {
                editor.press(.rightArrow)
            } label: {
                Image(systemName: "arrow.right.circle")
            }
            .accessibilityLabel("Right arrow") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// enum CaretDirection { case left, right }
// enum ShellKey { case rightArrow, leftArrow }
// final class CaretEditor {
//     func moveCaret(direction: CaretDirection) {}
//     func writeToShell(sequence: String) {}
//     func press(_ key: ShellKey) {}
// }
