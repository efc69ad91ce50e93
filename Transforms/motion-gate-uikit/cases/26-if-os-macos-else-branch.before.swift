import UIKit

final class ShelfViewController: UIViewController {
    private let shelf = UIView()

    func reveal() {
        #if os(macOS)
        shelf.isHidden = false
        #else
        UIView.animate(withDuration: 0.3) {
            self.shelf.alpha = 1
        }
        #endif
    }
}
