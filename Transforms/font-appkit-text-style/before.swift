import AppKit

final class SidebarRowView: NSTableCellView {
    private let titleField = NSTextField(labelWithString: "")
    private let countField = NSTextField(labelWithString: "")

    func configure() {
        titleField.font = NSFont.systemFont(ofSize: 13)
        countField.font = NSFont.boldSystemFont(ofSize: 11)
    }
}
