import UIKit

final class ShelfViewController: UIViewController {
    private let shelf = UIView()

    func reveal() {
        #if os(macOS)
        shelf.center.y += 20
        #else
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.shelf.center.y += 20
        }
        #endif
    }
}
