import UIKit

final class FadeHelper {
    let duration: TimeInterval = 0.2

    func fadeOut(_ view: UIView) {
        UIView.animate(withDuration: duration) {
            view.center.y += 20
        }
    }
}
