import AppKit

// An image view beside the empty state's text is illustration: no description, no finding.

final class EmptyStateView: NSView {
    private lazy var iconView = NSImageView(
        image: NSImage(systemSymbolName: "tray", accessibilityDescription: nil)!
    )

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        addSubview(iconView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
