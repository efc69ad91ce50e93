import UIKit

final class MenuView: UIView {
    var isCompact = false

    func open() {
        UIView.animate(withDuration: isCompact ? 0.15 : 0.3) {
            self.center.y += 20
        }
    }
}
