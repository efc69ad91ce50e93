import AppKit

final class TagView: NSView {
    var isHighlighted = false

    func labelFont() -> NSFont {
        if isHighlighted {
            return NSFont(descriptor: NSFont.preferredFont(forTextStyle: .callout).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .callout)
        }
        return NSFont.preferredFont(forTextStyle: .callout)
    }
}
