import AppKit

final class AccountHeaderView: NSView {
    private let nameField = NSTextField(labelWithString: "")
    private let emailField = NSTextField(labelWithString: "")
    private let planField = NSTextField(labelWithString: "")

    func configure() {
        nameField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title2)
        emailField.font = NSFont.preferredFont(forTextStyle: .body)
        planField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .subheadline).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .subheadline)
    }
}
