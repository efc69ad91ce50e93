import UIKit

final class ThreadViewController: UIViewController {
    let tableView = UITableView()
    var messageCount = 1

    func toggleDetails(of section: Int) {
        UIView.animate(withDuration: 0.3) {
            self.tableView.reloadSections([section], with: .automatic)
        }
    }

    func show(section: Int, scrollingTo indexPath: IndexPath) {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                if section < self.tableView.numberOfSections {
                    self.tableView.reloadSections([section], with: .fade)
                } else {
                    self.tableView.insertSections([section], with: .automatic)
                }
            },
            completion: { _ in
                self.tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
            })
    }
}
