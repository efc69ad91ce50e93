import UIKit

/// The same styled title on a button placed in the view, not in the bar, draws text that can
/// grow: its font becomes the headline style it matches.
final class FolderHeaderController: UIViewController {
    func showHeaderMenu(_ title: String) {
        let styled = NSAttributedString(
            string: title, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        let headerButton = UIButton(type: .custom)
        headerButton.setAttributedTitle(styled, for: .normal)
        view.addSubview(headerButton)
        navigationItem.title = title
    }
}
