import UIKit

/// A button shown as the navigation item's title view copies the bar's 17 pt semibold title,
/// through its configuration or an attributed title: bars keep their height at every text size
/// and offer the Large Content Viewer instead, so the fonts keep their size.
final class FolderListController: UIViewController {
    func showTitleMenu(_ title: String) {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString(
            title, attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]))
        let titleButton = UIButton(type: .custom)
        titleButton.configuration = configuration
        titleButton.showsLargeContentViewer = true
        navigationItem.titleView = titleButton
    }

    func showStyledTitle(_ title: String) {
        let styled = NSAttributedString(
            string: title, attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)])
        let titleButton = UIButton(type: .custom)
        titleButton.setAttributedTitle(styled, for: .normal)
        navigationItem.titleView = titleButton
    }
}
