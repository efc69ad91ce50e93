import UIKit

/// A button that shows a magnifying glass is still a button (it opens the search), beside a
/// search bar whose own icon is left alone.
final class FeedHeader: UIView {
    private let searchBar = UISearchBar()
    private let searchButton = UIButton(type: .system)

    func configure() {
        searchBar.setImage(UIImage(systemName: "magnifyingglass"), for: .search, state: .normal)
        searchButton.setImage(UIImage(systemName: "magnifyingglass"), for: .normal)
        searchButton.accessibilityLabel = "Search" // [VERIFY] confirm label matches intent
        searchButton.addTarget(self, action: #selector(search), for: .touchUpInside)
    }

    @objc private func search() {}
}
