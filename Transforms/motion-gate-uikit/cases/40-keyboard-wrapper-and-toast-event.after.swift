import UIKit

/// The project wraps the keyboard notification in a type of its own and hands it to callbacks:
/// animations timed by that wrapper follow the keyboard, which slides whatever the setting, so
/// they are left alone. A toast event of the same shape is the app's own motion: gated.
struct KeyboardEvent {
    let duration: TimeInterval
    let endFrame: CGRect
}

struct ToastEvent {
    let duration: TimeInterval
    let height: CGFloat
}

final class KeyboardObserver {
    typealias Callback = (KeyboardEvent) -> Void
    var onChange: Callback?

    func animateAlongside(_ event: KeyboardEvent, animations: @escaping () -> Void) {
        UIView.animate(withDuration: event.duration, animations: animations)
    }
}

final class ThreadViewController: UIViewController {
    private let composer = UIView()
    private let toast = UIView()
    private let observer = KeyboardObserver()

    override func viewDidLoad() {
        super.viewDidLoad()
        let followKeyboard: KeyboardObserver.Callback = { [weak self] event in
            UIView.animate(withDuration: event.duration) {
                self?.composer.frame.origin.y = event.endFrame.minY - 44
            }
        }
        observer.onChange = followKeyboard
    }

    func show(_ event: ToastEvent) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : event.duration) {
            self.toast.frame.origin.y = -event.height
        }
    }
}
