import UIKit

/// Hiding an arranged subview collapses it in its stack and moves its siblings: motion, gated.
/// Hiding an overlay that is no arranged subview animates nothing (it vanishes at once): left alone.
final class DetailsViewController: UIViewController {
    private let titleLabel = UILabel()
    private let detailsLabel = UILabel()
    private let overlay = UIView()
    private lazy var stack = UIStackView(arrangedSubviews: [titleLabel, detailsLabel])

    func collapseDetails() {
        UIView.animate(withDuration: 0.3) {
            self.detailsLabel.isHidden = true
        }
    }

    func hideOverlay() {
        UIView.animate(withDuration: 0.3) {
            self.overlay.isHidden = true
        }
    }
}
