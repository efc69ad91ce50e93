import UIKit

/// Blocks read statement by statement: a fade chosen by an `if`, a blur kept in a local first,
/// a status bar restyled beside a toolbar fading, and a setter of a property that stays in place
/// (`setAlpha(_:)`). Nothing moves, so none is gated.
final class ViewerController: UIViewController {
    private let altButton = UIButton()
    private let toolbar = UIView()
    private let overlay = UIVisualEffectView()
    private let grid = GridView()

    func showAlt(_ text: String?) {
        UIView.animate(withDuration: 0.3) {
            if text == nil {
                self.altButton.alpha = 0
            } else {
                self.altButton.alpha = 1
            }
        }
    }

    func blur(_ isBlurred: Bool) {
        UIView.animate(withDuration: 0.33) {
            let effect: UIVisualEffect? = isBlurred ? UIBlurEffect(style: .dark) : nil
            self.overlay.effect = effect
        }
    }

    func showChrome(_ isShown: Bool) {
        UIView.animate(withDuration: 0.3) { [weak self] in
            guard let self else { return }
            self.setNeedsStatusBarAppearanceUpdate()
            self.toolbar.alpha = isShown ? 1 : 0
            self.grid.setAlpha(1)
        }
    }
}

final class GridView: UIView {
    func setAlpha(_ alpha: CGFloat) {}
}
