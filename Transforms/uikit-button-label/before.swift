import UIKit

final class ArticleViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        let bookmark = UIBarButtonItem(image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(toggleBookmark))
        navigationItem.rightBarButtonItem = bookmark
    }

    @objc private func toggleBookmark() {}
}
