import UIKit

final class CardViewController: UIViewController {
    private let card = UIView()

    func popIn() {
        card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.6,
                       delay: 0,
                       usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 0.5,
                       options: .curveEaseInOut) {
            self.card.transform = .identity
        }
    }
}
