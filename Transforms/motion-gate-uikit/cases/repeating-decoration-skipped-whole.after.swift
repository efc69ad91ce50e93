import UIKit

/// A decoration that repeats is skipped whole by one check at the start of its function, with
/// the one-shot pose before it; a zero duration would still loop.
final class BeaconView: UIView {
    private let ring = UIView()
    private let bell = UIImageView()

    func startPulse() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        ring.transform = .identity
        layoutIfNeeded()
        UIView.animate(withDuration: 0.8, delay: 0, options: [.autoreverse, .repeat, .curveEaseInOut]) {
            self.ring.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
        }
    }

    func swingLantern() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        let angle = CGFloat.pi / 12
        UIView.animate(withDuration: 0.6, delay: 0, options: []) {
            self.bell.transform = CGAffineTransform(rotationAngle: angle)
        }
        UIView.animate(withDuration: 1.2, delay: 0.6, options: [.repeat, .autoreverse]) {
            self.bell.transform = CGAffineTransform(rotationAngle: -angle)
        }
    }

    func ringBell() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        let angle = CGFloat.pi / 10
        UIView.animate(withDuration: 0.2) {
            self.bell.transform = CGAffineTransform(rotationAngle: angle).translatedBy(x: 2, y: 0)
        }
        UIView.animateKeyframes(withDuration: 1.2, delay: 0.2, options: [.repeat]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.bell.transform = CGAffineTransform(translationX: -4, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.bell.transform = CGAffineTransform(translationX: 4, y: 0)
            }
        }
    }
}
