import UIKit

/// A layout pass before the block settles only what was pending then: a constraint changed after
/// it, or no pass before the block at all, still moves views inside the block.
final class BannerController: UIViewController {
    private var bannerTop: NSLayoutConstraint?
    private let banner = UIView()

    func show() {
        view.layoutIfNeeded()
        bannerTop?.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.banner.alpha = 1
            self.view.layoutIfNeeded()
        }
    }

    func hide() {
        bannerTop?.constant = -80
        UIView.animate(withDuration: 0.3) {
            self.banner.alpha = 0
            self.view.layoutIfNeeded()
        }
    }
}
