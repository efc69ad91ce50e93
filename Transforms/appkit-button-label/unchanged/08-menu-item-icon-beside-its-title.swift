import AppKit

// The menu item's title names it; its icon needs no description of its own.

final class MenuBuilder {
    func favoritesItem() -> NSMenuItem {
        let item = NSMenuItem(title: "Favorites", action: nil, keyEquivalent: "")
        item.image = NSImage(systemSymbolName: "star", accessibilityDescription: nil) // shown left of the title
        return item
    }
}
