import UIKit

final class ToastViewController: UIViewController {
    private let toast = UILabel()

    func presentToast() {
        toast.alpha = 0
        UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.toast.alpha = 1
        }, completion: nil)
    }
}
