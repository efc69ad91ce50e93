import AppKit

// The stored button gets its symbol in one method and its label in another, called when the
// window appears: a description added here would be overwritten.
final class BrowserWindowController: NSWindowController {
    private let sidebarButton = NSButton()

    override func windowDidLoad() {
        super.windowDidLoad()
        sidebarButton.image = NSImage(systemSymbolName: "sidebar.leading", accessibilityDescription: nil)
        updateLabels()
    }

    private func updateLabels() {
        sidebarButton.setAccessibilityLabel(NSLocalizedString("Show bookmarks", comment: ""))
    }
}
