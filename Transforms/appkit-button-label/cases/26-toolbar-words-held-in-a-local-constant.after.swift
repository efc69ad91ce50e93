import AppKit

// A toolbar's words looked up once into a local constant: the symbol's description and the label of
// a button that is all an item shows reuse that constant, never a new string. A constant declared
// after the image cannot be read there, so the archive item keeps the table's phrase.
final class VaultToolbar: NSObject {
    @objc func toggleInspector() {}
    @objc func handleTap() {}
    @objc func archive() {}

    func inspectorItem() -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("inspector"))
        item.action = #selector(toggleInspector)
        let words = NSLocalizedString("toolbar_inspector", comment: "Show or hide the inspector")
        item.paletteLabel = words
        item.toolTip = words
        item.image = NSImage(systemSymbolName: "sidebar.right", accessibilityDescription: words) // [VERIFY] confirm label matches intent
        return item
    }

    func shuffleItem() -> NSToolbarItem {
        let toolbarItem = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("shuffle"))
        let button = NSButton(image: NSImage(named: "die_face")!, target: self, action: #selector(handleTap))
        button.isBordered = false
        toolbarItem.view = button

        let title = NSLocalizedString("toolbar_shuffle", comment: "Shuffle the list")
        button.setAccessibilityLabel(title) // [VERIFY] confirm label matches intent
        toolbarItem.label = title
        toolbarItem.toolTip = title
        return toolbarItem
    }

    func archiveItem() -> NSToolbarItem {
        let item = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("archive"))
        item.action = #selector(archive)
        item.image = NSImage(systemSymbolName: "archivebox", accessibilityDescription: "Archive") // [VERIFY] confirm label matches intent
        let later = NSLocalizedString("toolbar_archive", comment: "Archive the selection")
        item.toolTip = later
        return item
    }
}
