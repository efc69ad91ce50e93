import SwiftUI

struct NavigationHelper {
    @available(iOS 16, *)
    func didPush(_ title: String) {
        if #available(iOS 17, *) {
            AccessibilityNotification.ScreenChanged(title).post()
        } else {
            UIAccessibility.post(notification: .screenChanged, argument: title)
        }
    }
}
