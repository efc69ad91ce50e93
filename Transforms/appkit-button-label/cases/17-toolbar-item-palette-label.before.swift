import AppKit

// The item's palette label is its name in the customisation sheet: the symbol says the same.
final class WindowToolbarDelegate: NSObject, NSToolbarDelegate {
    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch identifier {
        case .toggleOutline:
            let outlineItem = NSToolbarItem(itemIdentifier: identifier)
            outlineItem.paletteLabel = " Outline Panel"
            outlineItem.toolTip = "Show or hide the document outline"
            outlineItem.target = self
            outlineItem.action = #selector(toggleOutline)
            outlineItem.image = NSImage(
                systemSymbolName: "sidebar.left",
                accessibilityDescription: nil
            )?.withSymbolConfiguration(.init(scale: .large))
            return outlineItem
        default:
            return nil
        }
    }

    @objc private func toggleOutline() {}
}

extension NSToolbarItem.Identifier {
    static let toggleOutline = NSToolbarItem.Identifier("toggleOutline")
}
