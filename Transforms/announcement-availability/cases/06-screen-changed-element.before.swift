import UIKit

final class OnboardingViewController: UIViewController {
    private let titleLabel = UILabel()

    func showNextPage() {
        titleLabel.text = "Step 2 of 3"
        AccessibilityNotification.ScreenChanged(titleLabel).post()
    }
}
