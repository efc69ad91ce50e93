import AppKit

final class PreferencesWindowController: NSWindowController {
    @IBOutlet private var tabView: NSTabView!

    func selectTab(at index: Int) {
        tabView.selectTabViewItem(at: index)
        AccessibilityNotification.ScreenChanged(tabView).post()
    }
}
