import UIKit

func f() {
    #if os(iOS) || os(tvOS)
    AccessibilityNotification.Announcement("x").post()
    #endif
}
