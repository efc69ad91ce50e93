import UIKit

/// A button that shows a magnifying glass is still a button (it opens the search): unlike a search
/// bar's own icon (`setImage(_:for: .search, state:)`), it is labelled.
final class FeedHeader: UIView {
    private let searchButton = UIButton(type: .system)

    func configure() {
        searchButton.setImage(UIImage(systemName: "magnifyingglass"), for: .normal)
        searchButton.accessibilityLabel = "Search" // [VERIFY] confirm label matches intent
        searchButton.addTarget(self, action: #selector(search), for: .touchUpInside)
    }

    @objc private func search() {}
}
