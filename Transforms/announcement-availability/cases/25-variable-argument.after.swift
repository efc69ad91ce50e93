import UIKit

final class StatusPresenter {
    func present(_ status: String) {
        let message = "Status: " + status
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            AccessibilityNotification.Announcement(message).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: message)
        }
    }
}
