import SwiftUI

struct ScanResultHandler {
    func handle(code: String) {
        guard #available(iOS 16, *) else { return }
        if #available(iOS 17, *) {
            AccessibilityNotification.Announcement("Scanned \(code)").post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: "Scanned \(code)")
        }
    }
}
