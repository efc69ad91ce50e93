import UIKit

/// The footer label is made and sized again in every `viewWillAppear`, at the text size of that
/// moment: its font is scaled, and no live resize is asked for.
final class PreferencesViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let footerLabel = UILabel(frame: CGRect(x: 16, y: 0, width: 0, height: 0))
        footerLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        footerLabel.text = "Synced just now"
        footerLabel.sizeToFit()
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: footerLabel.frame.width, height: footerLabel.frame.height + 8))
        footer.addSubview(footerLabel)
        tableView.tableFooterView = footer
    }
}
