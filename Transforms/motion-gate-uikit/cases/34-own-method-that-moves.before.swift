import UIKit

/// Own methods are followed: one that places a view moves, so its block is gated; one the file
/// does not declare might move anything, so its block is gated too.
final class DrawerView: UIView {
    private let handle = UIView()
    var isOpen = false

    func toggle() {
        isOpen.toggle()
        UIView.animate(withDuration: 0.3) {
            self.placeHandle()
        }
    }

    func settle() {
        UIView.animate(withDuration: 0.3) {
            self.applyLayout()
        }
    }

    private func placeHandle() {
        handle.backgroundColor = isOpen ? .systemBlue : .systemGray
        handle.frame.origin.y = isOpen ? 0 : bounds.height - 44
    }
}
