import AppKit

final class SidebarItemView: NSTableCellView {
    private let titleField = NSTextField(labelWithString: "")

    func configure(title: String) {
        titleField.stringValue = title
        titleField.font = NSFont.systemFont(ofSize: 13)
    }
}
