import SwiftUI

/// The glyph points up but the action sends the down-arrow sequence (a flipped list, or a slip):
/// the code and the glyph disagree, so neither names the button and it is reported.
struct HistoryKeys: View {
    let shell: HistoryShell

    var body: some View {
        Button {
            shell.writeToShell(sequence: "\u{1b}[B")
        } label: {
            Image(systemName: "arrow.up")
        }
    }
}

// Elsewhere in the project:
// final class HistoryShell { func writeToShell(sequence: String) {} }
