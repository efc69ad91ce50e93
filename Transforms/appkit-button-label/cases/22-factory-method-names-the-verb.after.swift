import AppKit

/// The action arrives as a parameter, so only the factory's name says what the button does:
/// `makeCopyButton` makes a Copy button, whatever selector each caller passes.
final class SwatchBar: NSObject {
    func makeCopyButton(action: Selector) -> NSButton {
        let symbol = NSImage(systemSymbolName: "doc.on.doc", accessibilityDescription: nil)!
        let button = NSButton(
            image: symbol,
            target: nil,
            action: action
        )
        button.setAccessibilityLabel("Copy") // [VERIFY] confirm label matches intent
        button.toolTip = "Copy" // [VERIFY] confirm label matches intent
        button.widthAnchor.constraint(equalToConstant: 32).isActive = true
        return button
    }
}
