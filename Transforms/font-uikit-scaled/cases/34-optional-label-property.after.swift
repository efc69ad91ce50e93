import UIKit

final class HintViewController: UIViewController {
    private var hintLabel: UILabel?

    func showHint(_ text: String) {
        let label = UILabel()
        view.addSubview(label)
        hintLabel = label
        hintLabel?.font = UIFont.preferredFont(forTextStyle: .footnote)
        hintLabel?.adjustsFontForContentSizeCategory = true
        hintLabel?.text = text
    }
}
