import UIKit

/// A debug overlay compiled only into debug builds, and a banner shown only when UI tests launch
/// the app: no user sees them, so they are neither changed nor reported.
final class RootViewController: UIViewController {
    private let buildLabel = UILabel()
    private let testBanner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        buildLabel.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        view.addSubview(buildLabel)
        #endif
        if ProcessInfo.processInfo.arguments.contains("-UITestMode") {
            testBanner.font = .boldSystemFont(ofSize: 11)
            view.addSubview(testBanner)
        }
    }
}
