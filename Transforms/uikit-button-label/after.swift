import UIKit

final class ArticleViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.accessibilityLabel = "Share" // [VERIFY] confirm label matches intent
        let bookmark = UIBarButtonItem(image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(toggleBookmark))
        bookmark.accessibilityLabel = "Bookmark" // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItem = bookmark
    }

    @objc private func toggleBookmark() {}
}
