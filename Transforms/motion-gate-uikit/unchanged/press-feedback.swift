import UIKit

/// A card that dims and shrinks a little while a finger is on it, and comes back on release.
final class PressableCard: UIControl {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        UIView.animate(withDuration: 0.1) {
            self.alpha = 0.85
            self.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        UIView.animate(withDuration: 0.15) {
            self.alpha = 1
            self.transform = .identity
        }
    }
}

/// A row button whose highlight fades its background in and out.
final class MenuRowButton: UIButton {
    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.2) {
                self.backgroundColor = self.isHighlighted ? .systemGray5 : .clear
            }
        }
    }
}

/// Press effects any control can take: the control's look is saved on touch-down and restored on lift.
final class TouchEffects: NSObject {
    private var savedTransform = CGAffineTransform.identity
    private var savedAlpha: CGFloat = 1
    let pressedTransform = CGAffineTransform(scaleX: 0.95, y: 0.95)

    @objc func didTouchDown(_ control: UIControl) {
        savedTransform = control.transform
        savedAlpha = control.alpha
        UIView.animate(withDuration: 0.08) {
            control.alpha = 0.7
            control.transform = self.pressedTransform
        }
    }

    @objc func didLift(_ control: UIControl) {
        UIView.animate(withDuration: 0.12) {
            control.alpha = self.savedAlpha
            control.transform = self.savedTransform
        }
    }
}
