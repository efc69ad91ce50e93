import AppKit

final class AccountHeaderView: NSView {
    private let nameField = NSTextField(labelWithString: "")
    private let emailField = NSTextField(labelWithString: "")
    private let planField = NSTextField(labelWithString: "")

    func configure() {
        nameField.font = NSFont.boldSystemFont(ofSize: 17)
        emailField.font = NSFont.systemFont(ofSize: 13)
        planField.font = .systemFont(ofSize: 11, weight: .semibold)
    }
}
