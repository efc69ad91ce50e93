import UIKit

/// A bar shown above the keyboard that is a plain view, not a `UIInputView`: its label is text
/// laid out like any other, and is scaled.
final class ReplyContextBar: UIView {
    private let quoteLabel = UILabel()

    func setUp() {
        quoteLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        quoteLabel.adjustsFontForContentSizeCategory = true
        quoteLabel.numberOfLines = 0
        addSubview(quoteLabel)
    }
}

final class ComposerViewController: UIViewController {
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = ReplyContextBar()
        bar.setUp()
        field.inputAccessoryView = bar
        view.addSubview(field)
    }
}
