import UIKit

/// A reward the app already lets people switch off: a star pops up, then flies to the score after
/// a pause. The delayed flight cannot be gated by its duration (the completion would run early),
/// so Reduce Motion joins the app's own switch where the function is called. A burst called under
/// a switch that is not about animation (whether the streak shows) stays reported.
enum Preferences {
    static var animateRewards = true
    static var showStreak = true
}

enum RewardEffects {
    static func play(on field: UIView, score: UIView, streak: UILabel, earned: Bool) {
        if earned, Preferences.animateRewards, !UIAccessibility.isReduceMotionEnabled {
            flyStar(from: field, to: score)
        }
        if Preferences.showStreak {
            burst(around: streak)
        }
    }

    private static func flyStar(from origin: UIView, to target: UIView) {
        guard let container = origin.superview else { return }
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.center = origin.center
        star.alpha = 0
        container.addSubview(star)

        UIView.animate(withDuration: 0.15) {
            star.alpha = 1
        }
        UIView.animate(withDuration: 0.3) {
            star.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
        }
        UIView.animate(
            withDuration: 0.4, delay: 0.8, options: .curveEaseIn,
            animations: {
                star.center = target.center
                star.transform = .identity
            },
            completion: { _ in
                star.removeFromSuperview()
            })
    }

    private static func burst(around label: UILabel) {
        let ring = UIView(frame: label.frame)
        label.superview?.addSubview(ring)
        UIView.animate(
            withDuration: 0.5, delay: 0.2, options: [],
            animations: {
                ring.transform = CGAffineTransform(scaleX: 2, y: 2)
            },
            completion: { _ in
                ring.removeFromSuperview()
            })
    }
}
