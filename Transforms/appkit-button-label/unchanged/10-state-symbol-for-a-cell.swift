import AppKit

// A state symbol a cell shows beside its row's text: not an image-only control.

final class BookmarkRowView: NSTableCellView {
    var starImage: NSImage? { NSImage(systemSymbolName: "star.fill", accessibilityDescription: nil) }

    func configure(isStarred: Bool) {
        imageView?.image = isStarred ? starImage : nil
    }
}
