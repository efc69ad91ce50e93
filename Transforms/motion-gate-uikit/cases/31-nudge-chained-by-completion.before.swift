import UIKit

/// A nudge scripted as two animations chained by the first one's completion: gating each
/// duration would still jump the button out and back, so one check skips the chain whole.
final class ShareButton: UIButton {
    func nudge() {
        UIView.animate(withDuration: 0.15, animations: {
            self.transform = CGAffineTransform(translationX: 8, y: 0)
        }, completion: { _ in
            UIView.animate(withDuration: 0.15) {
                self.transform = .identity
            }
        })
        sendActions(for: .primaryActionTriggered)
    }
}
