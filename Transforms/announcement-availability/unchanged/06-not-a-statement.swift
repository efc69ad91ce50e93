import SwiftUI

struct PendingAnnouncement {
    let text: String

    func make() -> Any {
        let notification = AccessibilityNotification.Announcement("Pending: \(text)")
        return notification
    }
}
