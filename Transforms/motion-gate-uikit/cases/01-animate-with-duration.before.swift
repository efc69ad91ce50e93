import UIKit

final class BannerView: UIView {
    func show() {
        UIView.animate(withDuration: 0.25) {
            self.center.y += 20
        }
    }
}
