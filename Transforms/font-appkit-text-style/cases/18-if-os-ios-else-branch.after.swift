#if os(iOS)
import UIKit
#else
import AppKit
#endif

final class SyncIndicatorView {
#if os(iOS)
    let statusLabel = UILabel()
#else
    let statusField = NSTextField(labelWithString: "")
#endif

    func configure() {
#if os(iOS)
        statusLabel.font = UIFont.systemFont(ofSize: 13)
#else
        statusField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .subheadline).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .subheadline)
#endif
    }
}
