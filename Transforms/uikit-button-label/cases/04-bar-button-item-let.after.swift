import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters))
        filter.accessibilityLabel = "Show filters" // [VERIFY] confirm label matches intent
        navigationItem.leftBarButtonItem = filter
    }

    @objc private func showFilters() {}
}
