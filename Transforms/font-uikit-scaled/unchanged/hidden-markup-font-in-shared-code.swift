#if os(macOS)
import AppKit
#else
import UIKit
#endif

enum MarkupHider {
    /// A clear 0.1 pt font collapses markup characters: no text is meant to be read at it.
    static func hiddenAttributes() -> [NSAttributedString.Key: Any] {
        #if os(macOS)
        let hiddenFont = NSFont.systemFont(ofSize: 0.1)
        #else
        let hiddenFont = UIFont.systemFont(ofSize: 0.1)
        #endif
        return [.font: hiddenFont]
    }
}
