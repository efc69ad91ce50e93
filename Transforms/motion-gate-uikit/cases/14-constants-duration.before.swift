import UIKit

enum Constants {
    static let fade: TimeInterval = 0.25
}

final class HintViewController: UIViewController {
    private let hintLabel = UILabel()

    func showHint() {
        UIView.animate(withDuration: Constants.fade) {
            self.hintLabel.center.y += 20
        }
    }
}
