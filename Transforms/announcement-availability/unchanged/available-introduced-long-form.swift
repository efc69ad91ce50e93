import UIKit

@available(iOS, introduced: 17)
final class C {
    func f() {
        AccessibilityNotification.Announcement("introduced").post()
    }
}
