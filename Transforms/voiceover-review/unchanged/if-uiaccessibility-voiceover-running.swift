import UIKit

final class OnboardingViewController: UIViewController {
    private let carousel = UIScrollView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if UIAccessibility.isVoiceOverRunning {
            carousel.isScrollEnabled = false
        } else {
            startAutoScroll()
        }
    }

    private func startAutoScroll() {}
}
