import UIKit

final class ArticleViewController: UIViewController {
    private let bylineLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        bylineLabel.font = UIFont(name: "Avenir-Book", size: 16)
        view.addSubview(bylineLabel)
    }
}
