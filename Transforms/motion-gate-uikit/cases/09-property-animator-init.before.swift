import UIKit

final class SheetController: UIViewController {
    private let sheet = UIView()
    private var animator: UIViewPropertyAnimator?

    func expand() {
        let animator = UIViewPropertyAnimator(duration: 0.45, curve: .easeInOut) {
            self.sheet.frame.origin.y = 0
        }
        animator.startAnimation()
        self.animator = animator
    }
}
