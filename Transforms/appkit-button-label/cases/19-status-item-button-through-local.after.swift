import AppKit

// A menu bar extra is an image-only button; the image reaches it through a local constant.
final class MenuBarController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)

    func install() {
        let icon = NSImage(systemSymbolName: "bell", accessibilityDescription: "Notifications") // [VERIFY] confirm label matches intent
        statusItem.button?.image = icon
    }
}
