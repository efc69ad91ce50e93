import UIKit

final class HintViewController: UIViewController {
    private var hintLabel: UILabel?

    func showHint(_ text: String) {
        let label = UILabel()
        view.addSubview(label)
        hintLabel = label
        hintLabel?.font = UIFont.systemFont(ofSize: 13)
        hintLabel?.text = text
    }
}
