import UIKit

final class FlipViewController: UIViewController {
    private let frontView = UIView()
    private let backView = UIView()

    func flip() {
        UIView.transition(from: frontView, to: backView, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews]) { _ in
            print("flipped")
        }
    }
}
