import AppKit

// The palette label is already looked up for translation: the description reuses the lookup.
final class LibraryToolbarItem: NSToolbarItem {
    init() {
        super.init(itemIdentifier: NSToolbarItem.Identifier("library"))
        paletteLabel = NSLocalizedString("Library", comment: "Toolbar item")
        image = NSImage(systemSymbolName: "books.vertical", accessibilityDescription: NSLocalizedString("Library", comment: "Toolbar item")) // [VERIFY] confirm label matches intent
    }
}
