import AppKit

final class AccountHeaderView: NSView {
    private let accountField = NSTextField(labelWithString: "")

    func configure(name: String) {
        accountField.stringValue = name
        accountField.font = NSFont.systemFont(ofSize: 15, weight: .semibold)
    }
}
