import SwiftUI

struct ScanResultHandler {
    func handle(code: String) {
        guard #available(iOS 16, *) else { return }
        AccessibilityNotification.Announcement("Scanned \(code)").post()
    }
}
