import UIKit

final class DetailViewController: UIViewController {
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        summaryLabel.numberOfLines = 0
        summaryLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(summaryLabel)
    }
}
