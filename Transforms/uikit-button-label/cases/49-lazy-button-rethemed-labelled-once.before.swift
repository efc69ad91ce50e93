import UIKit

// A stored button made by its lazy initializer (a local returned from the closure) and given a
// themed image in another method is one button: labelled (or reported) once, where it is made.
final class ThreadViewController: UIViewController {
    lazy var jumpButton: UIButton = {
        let button = UIButton()
        button.setImage(UIImage(named: "jump light"), for: .normal)
        button.addTarget(self, action: #selector(jumpTapped), for: .touchUpInside)
        return button
    }()

    @objc func jumpTapped() {}
}

extension ThreadViewController {
    func applyTheme(named theme: String) {
        jumpButton.setImage(UIImage(named: "jump " + theme), for: .normal)
    }
}
