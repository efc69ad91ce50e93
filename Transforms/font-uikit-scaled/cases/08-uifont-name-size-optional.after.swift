import UIKit

final class ArticleViewController: UIViewController {
    private let bylineLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        bylineLabel.font = UIFont(name: "Avenir-Book", size: 16).map { UIFontMetrics(forTextStyle: .callout).scaledFont(for: $0) }
        bylineLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(bylineLabel)
    }
}
