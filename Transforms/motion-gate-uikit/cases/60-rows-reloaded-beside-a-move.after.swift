import UIKit

final class InboxViewController: UIViewController {
    let tableView = UITableView()
    let banner = UIView()

    func collapse(section: Int) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.tableView.reloadSections([section], with: .none)
            self.banner.frame.origin.y = -60
        }
    }
}
