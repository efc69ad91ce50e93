import AppKit

final class StatusBarView: NSView {
    private let statusField = NSTextField(labelWithString: "Ready")

    func configure() {
        statusField.font = NSFont.preferredFont(forTextStyle: .callout)
        statusField.textColor = .secondaryLabelColor
    }
}
