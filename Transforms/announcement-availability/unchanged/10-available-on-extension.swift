import UIKit

@available(iOS 17, *)
extension UIViewController {
    func announceScreen(_ element: UIView) {
        AccessibilityNotification.ScreenChanged(element).post()
    }
}
