import AppKit

/// The factory is handed a text field to show beside the button, not words: nothing here says
/// what the button does, so it is reported.
final class FilterRow: NSObject {
    func makeRow(image: NSImage, label: NSTextField, action: Selector) -> NSStackView {
        let toggle = NSButton(image: image, target: nil, action: action)
        return NSStackView(views: [toggle, label])
    }
}
