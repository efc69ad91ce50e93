import UIKit

// One stored button, made in one method and given another image in another: reported once.
final class FilterViewController: UIViewController {
    private let moreButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        moreButton.setImage(UIImage(named: "more_dots"), for: .normal)
        view.addSubview(moreButton)
    }

    func applyTheme(dark: Bool) {
        moreButton.setImage(UIImage(named: dark ? "more_dots_dark" : "more_dots"), for: .normal)
    }
}
