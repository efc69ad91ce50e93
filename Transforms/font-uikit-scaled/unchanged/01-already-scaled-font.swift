import UIKit

final class ArticleCell: UITableViewCell {
    private let headlineLabel = UILabel()
    private let summaryLabel = UILabel()

    func configure() {
        headlineLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        headlineLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 28)
        summaryLabel.adjustsFontForContentSizeCategory = true
    }
}
