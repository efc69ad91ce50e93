import UIKit

final class ArticleViewController: UIViewController {
    private let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = shareItem
    }
}
