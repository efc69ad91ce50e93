import UIKit

/// Checks that test for the normal launch (no UI-test variable, or one of either) guard what
/// users see: these fonts are fixed.
final class OnboardingViewController: UIViewController {
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        if ProcessInfo.processInfo.environment["UI_TESTS"] == nil {
            titleLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 24, weight: .medium))
            titleLabel.adjustsFontForContentSizeCategory = true
        }
        if ProcessInfo.processInfo.arguments.contains("-UITests") || UserDefaults.standard.bool(forKey: "tour") {
            hintLabel.font = .preferredFont(forTextStyle: .subheadline)
            hintLabel.adjustsFontForContentSizeCategory = true
        }
    }
}
