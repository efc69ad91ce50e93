import AppKit

final class BookmarkRowView: NSTableCellView {
    var starImage: NSImage? { NSImage(systemSymbolName: "star.fill", accessibilityDescription: nil) }

    func configure(isStarred: Bool) {
        imageView?.image = isStarred ? starImage : nil
    }
}
