import AppKit

final class InspectorController: NSViewController {
    func collapse() {
        view.isHidden = true
        AccessibilityNotification.LayoutChanged(nil).post()
    }
}
