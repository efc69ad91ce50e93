import SwiftUI

/// Glyphs drawn for a value of an action type, each performing that value: the type's own name
/// for its values is the label ("Bold", "Italic"), not a phrase from the callback.
struct FormatBar: View {
    let onCommand: (EditorCommand) -> Void

    var body: some View {
        HStack {
            glyph(for: .bold, symbol: "bold")
            glyph(for: .italic, symbol: "italic")
        }
    }

    private func glyph(for command: EditorCommand, symbol: String) -> some View {
        Image(systemName: symbol)
            .padding(6)
            .onTapGesture {
                onCommand(command)
            }
    }
}

enum EditorCommand {
    case bold, italic

    var localizedName: String {
        switch self {
        case .bold: "Bold"
        case .italic: "Italic"
        }
    }
}
