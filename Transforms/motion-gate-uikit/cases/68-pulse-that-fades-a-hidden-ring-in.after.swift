import UIKit

/// A "now playing" ring hidden, then pulsing in (growing and brightening) again and again: the
/// pulse is skipped under Reduce Motion, and the ring rests where the pulse shows it, so the cue
/// stays. A badge that starts from the alpha it had keeps it, and only the pulse is skipped.
final class StationCell: UITableViewCell {
    private let ring = UIView()
    private let badge = UIView()
    private var isPulsing = false

    func startPulse() {
        guard !isPulsing else { return }
        isPulsing = true
        ring.alpha = 0
        ring.transform = .identity
        guard !UIAccessibility.isReduceMotionEnabled else {
            self.ring.alpha = 0.5
            return
        }
        UIView.animate(withDuration: 1.2, delay: 0, options: [.repeat, .autoreverse]) {
            self.ring.alpha = 0.5
            self.ring.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
        }
    }

    func startBadgeBounce() {
        guard !isPulsing else { return }
        isPulsing = true
        badge.transform = .identity
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
            self.badge.alpha = 0.6
            self.badge.transform = CGAffineTransform(translationX: 0, y: -3)
        }
    }
}
