import SwiftUI

/// A UIKit-scope font on an `AttributedString` that SwiftUI `Text` shows is ignored: the bold
/// never shows and nothing scales. At a text style's own size (16 pt bold, 17 pt semibold) it
/// becomes that SwiftUI style, which Text draws and scales; at another size (14 pt) no style keeps
/// its look, so it is reported.
struct PairingHintView: View {
    let menuPath: String
    let buttonName: String

    var body: some View {
        Text(hint)
            .multilineTextAlignment(.center)
    }

    var hint: AttributedString {
        var text = AttributedString("Open \(menuPath) and tap \(buttonName).")
        if let range = text.range(of: menuPath) {
            text[range].font = .boldSystemFont(ofSize: 16)
        }
        if let range = text.range(of: buttonName) {
            text[range].font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        }
        return text
    }

    var note: AttributedString {
        var note = AttributedString("Codes expire after ten minutes.")
        note.font = .systemFont(ofSize: 14)
        return note
    }
}
