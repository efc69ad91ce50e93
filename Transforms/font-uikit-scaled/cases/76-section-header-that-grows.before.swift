import UIKit

/// Section headers size themselves: the header's font is scaled.
final class SeasonsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.sectionHeaderHeight = UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let title = UILabel()
        title.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        title.numberOfLines = 0
        title.text = "Season \(section + 1)"
        return title
    }
}
