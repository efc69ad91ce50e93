import AppKit

final class TagView: NSView {
    var isHighlighted = false

    func labelFont() -> NSFont {
        if isHighlighted {
            return .boldSystemFont(ofSize: 12)
        }
        return .systemFont(ofSize: 12)
    }
}
