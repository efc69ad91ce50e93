import UIKit

final class CheckoutViewController: UIViewController {
    private let totalLabel = UILabel()

    func applyCoupon(_ code: String) {
        totalLabel.text = "Total: $18.00"
        AccessibilityNotification.Announcement("Coupon \(code) applied").post()
    }
}
