import UIKit

final class PanelViewController: UIViewController {
    private let panel = UIView()

    func slideIn() {
        UIView.animate(
            withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35,
            delay: 0,
            options: [.curveEaseOut],
            animations: {
                self.panel.transform = .identity
            },
            completion: nil
        )
    }
}
