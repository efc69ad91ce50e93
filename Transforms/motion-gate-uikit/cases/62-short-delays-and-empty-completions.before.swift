import UIKit

final class StickerTrayController: UIViewController {
    private var stickers: [UIButton] = []
    private let caption = UILabel()

    /// Stickers fly down one after another, a few hundredths of a second apart, and nothing
    /// follows: a zero duration only drops the stagger, so each is gated.
    func collapseTray() {
        for index in 0..<stickers.count {
            UIView.animate(withDuration: 0.5, delay: 0.03 * Double(index), options: .curveEaseOut, animations: {
                self.stickers[index].transform = CGAffineTransform(translationX: 0, y: 200)
            }, completion: { _ in
            })
        }
    }

    /// A slide after a hundredth of a second, whose completion comes next: the end state and the
    /// completion come that much sooner, no more.
    func slideCaptionAway() {
        UIView.animate(withDuration: 0.3, delay: 0.01, options: []) {
            self.caption.frame.origin.y += 40
        } completion: { _ in
            self.caption.isHidden = true
        }
    }

    /// A slide half a second later, with a completion: a zero duration would drop the wait and run
    /// the completion early, so it is reported.
    func slideCaptionBack() {
        UIView.animate(withDuration: 0.3, delay: 0.5, options: []) {
            self.caption.frame.origin.y -= 40
        } completion: { _ in
            self.caption.text = nil
        }
    }
}
