import AppKit

/// Buttons made one per element, with nothing in their element that names them: the shared
/// action's phrase ("Pick color") would name every swatch alike. The loop is reported once.
final class SwatchRow: NSView {
    func build(colors: [NSColor]) {
        for color in colors {
            let swatch = NSButton(
                image: NSImage(systemSymbolName: "circle.fill", accessibilityDescription: nil)!, target: self,
                action: #selector(pickColor(_:)))
            swatch.contentTintColor = color
            addSubview(swatch)
        }
    }

    @objc private func pickColor(_ sender: NSButton) {}
}
