import UIKit

/// The branch that runs when UI tests did not launch the app is what users see: it is fixed.
final class WelcomeViewController: UIViewController {
    private let welcomeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        if !ProcessInfo.processInfo.arguments.contains("-UITestMode") {
            welcomeLabel.font = .systemFont(ofSize: 24, weight: .medium)
            view.addSubview(welcomeLabel)
        }
    }
}
