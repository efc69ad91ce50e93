import UIKit

/// A refresh control collapses with its own animation whatever the block's duration: a block that
/// only ends (or begins) refreshing has nothing for a zero duration to take away.
final class InboxViewController: UITableViewController {
    func didLoadLatest() {
        UIView.animate(withDuration: 0.5) { [weak self] in
            guard let self = self else { return }
            self.refreshControl?.endRefreshing()
        }
    }

    func startLoading() {
        UIView.animate(withDuration: 0.25) {
            self.refreshControl?.beginRefreshing()
        }
    }
}
