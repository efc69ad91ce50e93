import UIKit

final class OnboardingViewController: UIViewController {
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        continueButton.setImage(UIImage(systemName: "arrow.right"), for: .normal)
        continueButton.setTitle("Continue", for: .normal)
        view.addSubview(continueButton)
    }
}
