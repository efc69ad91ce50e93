import UIKit

final class QuoteView: UIView {
    private let quoteLabel = UILabel()

    func configure(with quote: String) {
        quoteLabel.numberOfLines = 0
        quoteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.italicSystemFont(ofSize: 13))
        quoteLabel.adjustsFontForContentSizeCategory = true
        quoteLabel.text = "“\(quote)”"
    }
}
