import AppKit

enum PrintControls {
    // A looked-up tool tip that also names the shortcut says more than the button's name: it is
    // not the label, and with no other words for the asset the button is reported.
    static func makePrintButton() -> NSButton {
        let printButton = NSButton(image: NSImage(named: "printer-glyph")!, target: nil, action: nil)
        printButton.toolTip = NSLocalizedString("Print (⌘P)", comment: "Print button tool tip")
        return printButton
    }
}
