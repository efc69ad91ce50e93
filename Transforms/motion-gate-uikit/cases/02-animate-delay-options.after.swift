import UIKit

final class ToastViewController: UIViewController {
    private let toast = UILabel()

    func presentToast() {
        toast.center.y += 20
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.toast.center.y += 20
        }, completion: nil)
    }
}
