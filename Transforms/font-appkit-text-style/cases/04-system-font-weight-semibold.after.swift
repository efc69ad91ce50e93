import AppKit

final class AccountHeaderView: NSView {
    private let accountField = NSTextField(labelWithString: "")

    func configure(name: String) {
        accountField.stringValue = name
        accountField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title3).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title3)
    }
}
