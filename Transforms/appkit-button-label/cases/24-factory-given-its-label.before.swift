import AppKit

/// Each caller hands the factory the words for the button it makes: those words are the button's
/// label, whatever image it shows.
final class PlaybackStrip: NSObject {
    func makeStripItem(named name: String, image: NSImage, customLabel: String, action: Selector) -> NSView {
        let button = NSButton(image: image, target: self, action: action)
        button.bezelStyle = .texturedRounded
        button.identifier = NSUserInterfaceItemIdentifier(name)
        return button
    }

    func shortcutButton(symbol: String, spokenLabel label: String, tag: Int) -> NSButton {
        let shortcut = NSButton(
            image: NSImage(systemSymbolName: symbol, accessibilityDescription: nil)!,
            target: self,
            action: #selector(runShortcut)
        )
        shortcut.tag = tag
        return shortcut
    }

    @objc func runShortcut() {}
}
