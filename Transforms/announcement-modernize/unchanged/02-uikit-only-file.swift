import UIKit

final class LoginViewController: UIViewController {
    private let errorLabel = UILabel()

    func showError() {
        errorLabel.text = "Wrong password"
        UIAccessibility.post(notification: .announcement, argument: "Wrong password")
        UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
    }
}
