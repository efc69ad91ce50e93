import UIKit

final class StatusPresenter {
    func present(_ status: String) {
        let message = "Status: " + status
        AccessibilityNotification.Announcement(message).post()
    }
}
