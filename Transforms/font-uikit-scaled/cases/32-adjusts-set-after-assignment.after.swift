import UIKit

final class DetailViewController: UIViewController {
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15))
        summaryLabel.numberOfLines = 0
        summaryLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(summaryLabel)
    }
}
