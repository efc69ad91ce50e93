import UIKit

/// Section headers are held at 40 pt by the delegate: a larger title would be clipped, so the
/// header's font is reported instead of scaled.
final class EpisodesViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        40
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let title = UILabel()
        title.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        title.text = "Season \(section + 1)"
        return title
    }
}
