import UIKit

/// A scroll back to the top over a third of a second travels the whole list, and a short step
/// that also slides a header moves more than the offset: both are gated. A shadow setter beside a
/// frame change still moves the frame.
final class FeedViewController: UIViewController {
    private let feed = UITableView()
    private let header = UIView()
    private let card = CardView()

    func scrollToTop() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35) {
            self.feed.contentOffset = .zero
        }
    }

    func nudge() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.1) {
            self.feed.contentOffset.y += 40
            self.header.frame.origin.y -= 40
        }
    }

    func lift() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.card.setShadow(radius: 8, opacity: 0.3)
            self.card.frame.origin.y -= 6
        }
    }
}

final class CardView: UIView {
    func setShadow(radius: CGFloat, opacity: Float) {
        layer.shadowRadius = radius
        layer.shadowOpacity = opacity
    }
}
