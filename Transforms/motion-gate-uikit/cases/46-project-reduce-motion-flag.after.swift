import UIKit

/// The project reads the setting through a flag of its own: a new gate reads it too.
extension UIDevice {
    static var prefersReducedMotion: Bool {
        UIAccessibility.isReduceMotionEnabled
    }
}

final class ToastPresenter {
    private let toast = UIView()

    func slideIn() {
        UIView.animate(withDuration: UIDevice.prefersReducedMotion ? 0 : 0.3) {
            self.toast.transform = .identity
        }
    }
}
