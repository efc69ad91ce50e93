import SwiftUI

struct NavigationHelper {
    @available(iOS 16, *)
    func didPush(_ title: String) {
        AccessibilityNotification.ScreenChanged(title).post()
    }
}
