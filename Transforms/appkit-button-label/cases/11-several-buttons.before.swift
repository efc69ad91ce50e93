import AppKit

final class FormattingBarView: NSView {
    func buildButtons() -> [NSButton] {
        let bold = NSButton(image: NSImage(systemSymbolName: "bold", accessibilityDescription: nil)!, target: nil, action: nil)
        let italic = NSButton(image: NSImage(systemSymbolName: "italic", accessibilityDescription: nil)!, target: nil, action: nil)
        let underline = NSButton(image: NSImage(systemSymbolName: "underline", accessibilityDescription: nil)!, target: nil, action: nil)
        return [bold, italic, underline]
    }
}
