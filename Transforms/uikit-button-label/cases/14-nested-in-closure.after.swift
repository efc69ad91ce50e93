import UIKit

final class PhotoViewController: UIViewController {
    private lazy var rotateButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "rotate.right"), for: .normal)
        button.accessibilityLabel = "Rotate right" // [VERIFY] confirm label matches intent
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(rotateButton)
    }
}
