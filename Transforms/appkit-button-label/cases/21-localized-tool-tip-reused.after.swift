import AppKit

enum OverrideControls {
    // The tool tip is looked up, so it is already translated: the label reuses the same lookup.
    static func makeResetButton() -> NSButton {
        let resetButton = NSButton(image: NSImage(named: "reset-glyph")!, target: nil, action: nil)
        resetButton.setAccessibilityLabel(NSLocalizedString("Use the shared value", comment: "Reset button tool tip")) // [VERIFY] confirm label matches intent
        resetButton.isBordered = false
        resetButton.toolTip = NSLocalizedString("Use the shared value", comment: "Reset button tool tip")
        return resetButton
    }
}
