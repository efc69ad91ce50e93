import UIKit

final class SubmitViewController: UIViewController {
    private let submitButton = UIButton(type: .system)

    func highlight() {
        UIButton.animate(withDuration: 0.15) {
            self.submitButton.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
    }
}
