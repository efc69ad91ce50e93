import AppKit

final class SidebarRowView: NSTableCellView {
    private let titleField = NSTextField(labelWithString: "")
    private let countField = NSTextField(labelWithString: "")

    func configure() {
        titleField.font = NSFont.preferredFont(forTextStyle: .body)
        countField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .subheadline).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .subheadline)
    }
}
