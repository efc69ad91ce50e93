import AppKit

final class MailboxRowView: NSTableCellView {
    private let senderField = NSTextField(labelWithString: "")
    private let subjectField = NSTextField(labelWithString: "")

    func configure(unread: Bool) {
        senderField.font = NSFont.systemFont(ofSize: 13, weight: .bold)
        subjectField.font = NSFont.systemFont(ofSize: 13, weight: .semibold)
    }
}
