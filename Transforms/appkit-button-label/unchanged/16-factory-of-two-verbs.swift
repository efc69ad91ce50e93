import AppKit

/// A method named for two commands, or for what it does rather than for a button it makes, says
/// nothing about the image-only button made inside it: reported, not guessed.
final class ClipboardPanel: NSObject {
    func installCopyAndPasteButtons(into view: NSView, action: Selector) {
        let glyph = NSImage(named: "clip_glyph")!
        let button = NSButton(image: glyph, target: nil, action: action)
        view.addSubview(button)
    }

    func deleteAccount(from view: NSView, action: Selector) {
        let glyph = NSImage(named: "account_glyph")!
        let confirm = NSButton(image: glyph, target: nil, action: action)
        view.addSubview(confirm)
    }
}
