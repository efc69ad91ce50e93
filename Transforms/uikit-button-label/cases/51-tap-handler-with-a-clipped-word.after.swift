import UIKit

/// A find bar's step buttons are wired to handlers with clipped words (`prevTap`, `fwdTapped`):
/// VoiceOver would spell "Prev" out as it is written, so the label says the word in full.
final class FindBarController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let backStep = UIButton(type: .system)
        backStep.setImage(UIImage(named: "step-up"), for: .normal)
        backStep.accessibilityLabel = "Previous" // [VERIFY] confirm label matches intent
        backStep.addTarget(self, action: #selector(prevTap), for: .touchUpInside)
        view.addSubview(backStep)

        let onStep = UIButton(type: .system)
        onStep.setImage(UIImage(named: "step-down"), for: .normal)
        onStep.accessibilityLabel = "Forward" // [VERIFY] confirm label matches intent
        onStep.addTarget(self, action: #selector(fwdTapped), for: .touchUpInside)
        view.addSubview(onStep)
    }

    @objc func prevTap() {}
    @objc func fwdTapped() {}
}
