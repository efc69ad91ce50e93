import UIKit

enum NoteStyle {
    static var usesDynamicType = true

    /// The app's own switch: scaled when on, the designed size when off.
    static var codeFont: UIFont {
        if usesDynamicType {
            let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
            return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
        }
        return UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
    }
}
