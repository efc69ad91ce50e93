import UIKit

final class CheckoutViewController: UIViewController {
    private let totalLabel = UILabel()

    func applyCoupon(_ code: String) {
        totalLabel.text = "Total: $18.00"
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            AccessibilityNotification.Announcement("Coupon \(code) applied").post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: "Coupon \(code) applied")
        }
    }
}
