import UIKit

/// Checks that test for the normal launch (no UI-test variable, or one of either) guard what
/// users see: these fonts are fixed.
final class OnboardingViewController: UIViewController {
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        if ProcessInfo.processInfo.environment["UI_TESTS"] == nil {
            titleLabel.font = .systemFont(ofSize: 24, weight: .medium)
        }
        if ProcessInfo.processInfo.arguments.contains("-UITests") || UserDefaults.standard.bool(forKey: "tour") {
            hintLabel.font = .systemFont(ofSize: 15)
        }
    }
}
