#if os(iOS)
import UIKit
#else
import AppKit
#endif

enum Theme {
#if os(iOS)
    static let caption: UIFont = .systemFont(ofSize: 12)
#else
    static let caption: NSFont = NSFont.preferredFont(forTextStyle: .subheadline)
    static let title = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title2)
#endif
}
#if os(macOS)
func g(_ f: NSFont) {}
func h() { g(NSFont(descriptor: NSFont.preferredFont(forTextStyle: .callout).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .callout)); g(NSFont.preferredFont(forTextStyle: .callout)) }
#endif
