import AppKit

final class StatusBarView: NSView {
    private let statusField = NSTextField(labelWithString: "Ready")

    func configure() {
        statusField.font = NSFont.systemFont(ofSize: 12, weight: .regular)
        statusField.textColor = .secondaryLabelColor
    }
}
