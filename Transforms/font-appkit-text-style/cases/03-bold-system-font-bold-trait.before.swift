import AppKit

final class BadgeCountView: NSView {
    private let countField = NSTextField(labelWithString: "0")

    func update(count: Int) {
        countField.integerValue = count
        countField.font = NSFont.boldSystemFont(ofSize: 11)
    }
}
