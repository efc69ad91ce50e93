import UIKit

final class ThreadViewController: UIViewController {
    let tableView = UITableView()
    var messageCount = 1

    func toggleDetails(of section: Int) {
        UIView.animate(withDuration: 0.3) {
            self.tableView.reloadSections([section], with: .automatic)
        }
    }

    func show(messageAt indexPath: IndexPath) {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                if indexPath.section < self.tableView.numberOfSections {
                    self.tableView.reloadSections([indexPath.section], with: .fade)
                } else {
                    self.tableView.insertSections([indexPath.section], with: .automatic)
                }
            },
            completion: { _ in
                self.tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
            })
    }
}
