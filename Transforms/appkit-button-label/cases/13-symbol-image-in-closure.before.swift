import AppKit

final class ToolbarDelegate: NSObject, NSToolbarDelegate {
    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        let item = NSToolbarItem(itemIdentifier: itemIdentifier)
        item.image = makeImage { NSImage(systemSymbolName: "sidebar.left", accessibilityDescription: nil) }
        return item
    }

    private func makeImage(_ build: () -> NSImage?) -> NSImage? { build() }
}
