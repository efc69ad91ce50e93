import AppKit

final class PreferencesWindowController: NSWindowController {
    @IBOutlet private var tabView: NSTabView!

    func selectTab(at index: Int) {
        tabView.selectTabViewItem(at: index)
        if #available(macOS 14, *) {
            AccessibilityNotification.ScreenChanged(tabView).post()
        } else {
            NSAccessibility.post(element: tabView as Any, notification: .layoutChanged)
        }
    }
}
