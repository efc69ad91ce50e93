import UIKit

func f() {
    #if os(iOS) || os(tvOS)
    if #available(iOS 17, tvOS 17, *) {
        AccessibilityNotification.Announcement("x").post()
    } else {
        UIAccessibility.post(notification: .announcement, argument: "x")
    }
    #endif
}
