import AppKit

final class BadgeCountView: NSView {
    private let countField = NSTextField(labelWithString: "0")

    func update(count: Int) {
        countField.integerValue = count
        countField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .subheadline).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .subheadline)
    }
}
