#if os(macOS)
import AppKit
typealias UIFont = NSFont
typealias PlatformFont = NSFont
#else
import UIKit
typealias PlatformFont = UIFont
#endif

struct ShortcutHint {
    static func keyFont() -> UIFont {
        UIFont.systemFont(ofSize: 12)
    }

    static func captionFont() -> PlatformFont {
        .systemFont(ofSize: 11)
    }
}
