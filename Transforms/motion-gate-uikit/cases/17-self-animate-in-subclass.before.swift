import UIKit

final class DrawerView: UIView {
    private let panel = UIView()

    func open() {
        Self.animate(withDuration: 0.2) {
            self.panel.frame.origin.y = 0
        }
    }
}
