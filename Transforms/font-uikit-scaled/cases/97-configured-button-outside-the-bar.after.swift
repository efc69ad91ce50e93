import UIKit

/// The same configured button placed in the view, not in the bar, draws text that can grow: its
/// font becomes the headline style it matches.
final class FolderHeaderController: UIViewController {
    func showHeaderMenu(_ title: String) {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString(
            title, attributes: AttributeContainer([.font: UIFont.preferredFont(forTextStyle: .headline)]))
        let headerButton = UIButton(type: .custom)
        headerButton.configuration = configuration
        view.addSubview(headerButton)
        navigationItem.title = title
    }
}
