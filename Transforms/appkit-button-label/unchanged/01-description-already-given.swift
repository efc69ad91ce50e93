import AppKit

final class StatusBarController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)

    func install() {
        statusItem.button?.image = NSImage(systemSymbolName: "bell", accessibilityDescription: NSLocalizedString("Notifications", comment: ""))
        let badge = NSImage(systemSymbolName: "circle.fill", accessibilityDescription: "Unread")
        statusItem.button?.alternateImage = badge
    }
}
