import UIKit

final class FadeView: UIView {
    func fade() {
        UIKit.UIView.animate(withDuration: 0.3) { self.center.y += 20}
        let animator = UIKit.UIViewPropertyAnimator(duration: 0.3, curve: .linear) { self.center.y += 20}
        animator.startAnimation()
    }
}
