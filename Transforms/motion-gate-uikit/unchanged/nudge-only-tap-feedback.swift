import UIKit

/// A locked row answers a tap only by nudging its "slide to unlock" hint out and back. Skipping
/// the nudge under Reduce Motion would leave the tap with no visible response, so it is reported
/// for a person to choose a cue that does not move.
final class LockedRowView: UIView {
    private let hintLabel = UILabel()

    @objc func rowTapped() {
        UIView.animate(withDuration: 0.2, animations: {
            self.hintLabel.transform = CGAffineTransform(translationX: 12, y: 0)
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) {
                self.hintLabel.transform = .identity
            }
        })
    }
}
