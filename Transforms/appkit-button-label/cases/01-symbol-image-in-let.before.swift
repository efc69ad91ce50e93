import AppKit

final class StatusBarController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.squareLength)

    func install() {
        let bell = NSImage(systemSymbolName: "bell", accessibilityDescription: nil)
        statusItem.button?.image = bell
    }
}
