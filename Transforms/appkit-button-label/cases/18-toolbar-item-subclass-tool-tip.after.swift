import AppKit

// A toolbar item subclass sets its own image: the tool tip is the only words it has.
final class ExportToolbarItem: NSToolbarItem {
    init() {
        super.init(itemIdentifier: NSToolbarItem.Identifier("export"))
        image = NSImage(systemSymbolName: "square.and.arrow.up.on.square", accessibilityDescription: "Export the selected pages") // [VERIFY] confirm label matches intent
        toolTip = "Export the selected pages"
        isBordered = true
    }
}
