import AppKit

final class MenuBuilder {
    func favoritesItem() -> NSMenuItem {
        let item = NSMenuItem(title: "Favorites", action: nil, keyEquivalent: "")
        item.image = NSImage(systemSymbolName: "star", accessibilityDescription: "Favorite" /* [VERIFY] confirm label matches intent */) // shown left of the title
        return item
    }
}
