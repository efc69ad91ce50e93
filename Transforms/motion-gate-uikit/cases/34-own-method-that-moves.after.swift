import UIKit

/// Own methods are followed: one that places a view moves, so its block is gated; one the type
/// does not declare (its superclass's) might move anything, so its block is gated too.
class LayoutView: UIView {
    func applyLayout() {}
}

final class DrawerView: LayoutView {
    private let handle = UIView()
    var isOpen = false

    func toggle() {
        isOpen.toggle()
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.placeHandle()
        }
    }

    func settle() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.applyLayout()
        }
    }

    private func placeHandle() {
        handle.backgroundColor = isOpen ? .systemBlue : .systemGray
        handle.frame.origin.y = isOpen ? 0 : bounds.height - 44
    }
}
