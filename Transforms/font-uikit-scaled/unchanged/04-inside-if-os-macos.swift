#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if os(macOS)
final class LegacyStatusView: NSView {
    private let statusField = NSTextField(labelWithString: "")

    func configure() {
        statusField.font = .systemFont(ofSize: 13)
        statusField.toolTip = "Status"
    }
}
#endif
