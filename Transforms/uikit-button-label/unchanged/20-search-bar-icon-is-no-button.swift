import UIKit

/// A search bar's icon and a segment's image are set with `setImage` too, but neither is an
/// image-only button: the search field is named by its placeholder, the segment by its control.
extension UISearchBar {
    func showSearchIcon() {
        self.setImage(UIImage(systemName: "magnifyingglass"), for: .search, state: .normal)
    }
}

final class LibraryHeader: UIView {
    private let searchBar = UISearchBar()
    private let layoutControl = UISegmentedControl(items: ["", ""])

    func configure() {
        searchBar.setImage(UIImage(systemName: "xmark.circle"), for: .clear, state: .normal)
        layoutControl.setImage(UIImage(systemName: "list.bullet"), forSegmentAt: 0)
    }
}
