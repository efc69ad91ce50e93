import UIKit

final class OnboardingViewController: UIViewController {
    private let titleLabel = UILabel()

    func showNextPage() {
        titleLabel.text = "Step 2 of 3"
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            AccessibilityNotification.ScreenChanged(titleLabel).post()
        } else {
            UIAccessibility.post(notification: .screenChanged, argument: titleLabel)
        }
    }
}
