import UIKit

/// Only the first section's header has a constant height; the header built here is the second
/// section's, which keeps the table's own self-sizing height, so its title is scaled.
final class TransfersViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        if section == 0 {
            return 0
        }
        if section == 2 {
            return 40
        }
        return UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if section == 1 {
            let header = UITableViewHeaderFooterView(reuseIdentifier: "finished")
            let caption = UILabel()
            caption.font = .systemFont(ofSize: 13)
            caption.numberOfLines = 0
            caption.text = "Finished"
            header.contentView.addSubview(caption)
            return header
        }
        return nil
    }
}
