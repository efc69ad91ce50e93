import AppKit

final class MailboxRowView: NSTableCellView {
    private let senderField = NSTextField(labelWithString: "")
    private let subjectField = NSTextField(labelWithString: "")

    func configure(unread: Bool) {
        senderField.font = NSFont.preferredFont(forTextStyle: .headline)
        subjectField.font = NSFont.preferredFont(forTextStyle: .headline)
    }
}
