import UIKit

/// The filter item's symbol is picked in a local, filled while a filter is on: both looks are
/// one symbol, and share its phrase. The mode item's local picks two different symbols, which say
/// two different things: no phrase fits both, and it is reported.
final class InboxViewController: UIViewController {
    var isFiltering = false
    var isGrid = false

    func updateItems() {
        let filterImageName = isFiltering ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle"
        let filter = UIBarButtonItem(image: UIImage(systemName: filterImageName), style: .plain, target: nil, action: nil)
        filter.accessibilityLabel = "Filter" // [VERIFY] confirm label matches intent
        let modeImageName = isGrid ? "list.bullet" : "square.grid.2x2"
        let mode = UIBarButtonItem(image: UIImage(systemName: modeImageName), style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [filter, mode]
    }
}
