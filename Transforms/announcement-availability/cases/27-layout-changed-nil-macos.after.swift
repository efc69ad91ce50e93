import AppKit

final class InspectorController: NSViewController {
    func collapse() {
        view.isHidden = true
        if #available(macOS 14, *) {
            AccessibilityNotification.LayoutChanged(nil).post()
        } else {
            NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .layoutChanged)
        }
    }
}
