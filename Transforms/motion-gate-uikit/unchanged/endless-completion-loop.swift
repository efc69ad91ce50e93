import UIKit

/// A typing indicator whose dot travels left, then right, each move's completion starting the
/// other, for ever. With zero durations the completions would run at once, one after another, and
/// the dot would flash between the ends: it is reported once, at the loop's first animation, for a
/// still or fading form under Reduce Motion. A move that does not come round again is gated.
final class TypingDotView: UIView {
    private let dot = UIView()
    private var dotLeading: NSLayoutConstraint?

    func startTyping() {
        moveRight()
    }

    func moveRight() {
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseInOut]) {
            self.dotLeading?.constant = self.bounds.width - 8
            self.layoutIfNeeded()
        } completion: { [weak self] _ in
            self?.moveLeft()
        }
    }

    func moveLeft() {
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseInOut]) {
            self.dotLeading?.constant = 0
            self.layoutIfNeeded()
        } completion: { [weak self] _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                self?.moveRight()
            }
        }
    }
}
