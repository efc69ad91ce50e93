import UIKit

final class ArticleReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(image: UIImage(named: "ic_custom"), style: .plain, target: self, action: #selector(shareArticle))
        navigationItem.rightBarButtonItem = share
    }

    @objc private func shareArticle() {}
}
