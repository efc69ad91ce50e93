import AppKit

final class BookmarkRowView: NSTableCellView {
    var starImage: NSImage? { NSImage(systemSymbolName: "star.fill", accessibilityDescription: "Favorite" /* [VERIFY] confirm label matches intent */) }

    func configure(isStarred: Bool) {
        imageView?.image = isStarred ? starImage : nil
    }
}
