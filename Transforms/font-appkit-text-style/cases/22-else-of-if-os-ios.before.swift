#if os(iOS)
import UIKit
#else
import AppKit
#endif

enum Theme {
#if os(iOS)
    static let caption: UIFont = .systemFont(ofSize: 12)
#else
    static let caption: NSFont = .systemFont(ofSize: 11)
    static let title = NSFont.boldSystemFont(ofSize: 17)
#endif
}
#if os(macOS)
func g(_ f: NSFont) {}
func h() { g(NSFont.boldSystemFont(ofSize: 12)); g(.systemFont(ofSize: 12)) }
#endif
