#if os(iOS)
import UIKit
#else
import AppKit
#endif

enum Icons {
#if os(iOS)
    static func trash() -> NSImage? {
        NSImage(systemSymbolName: "trash", accessibilityDescription: nil)
    }

    static func deleteButton() -> NSButton {
        let button = NSButton(image: NSImage(named: "trash")!, target: nil, action: nil)
        return button
    }
#endif
}
