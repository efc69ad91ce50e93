import AppKit

/// The factory's verb ("Copy") is a word the project translates already: its strings type's
/// member looks up a key whose English text, in the default table, is "Copy". The label reuses it.
enum SwatchText {
    static let copy = NSLocalizedString("swatch.copy", comment: "")
    static let barTitle = NSLocalizedString("swatch.bar.title", comment: "")
}

final class SwatchTouchBar: NSObject {
    let title = SwatchText.barTitle

    func makeCopyItemButton(action: Selector) -> NSButton? {
        let glyph = NSImage(named: "swatch_copy")!
        let button = NSButton(image: glyph, target: nil, action: action)
        return button
    }
}
