import UIKit

/// A system font at exactly a text style's default size and weight becomes that style's preferred
/// font; any other weight, a bold or monospaced font, or a weight chosen by code is wrapped in
/// UIFontMetrics, which keeps its look.
final class ArticleHeaderView: UIView {
    private let titleLabel = UILabel()
    private let sectionLabel = UILabel()
    private let heroLabel = UILabel()
    private let dateLabel = UILabel()
    private let emphasisLabel = UILabel()
    private let mediumLabel = UILabel()
    private let countLabel = UILabel()
    private let accentLabel = UILabel()

    func setUp(accentWeight: UIFont.Weight) {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        sectionLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        sectionLabel.adjustsFontForContentSizeCategory = true
        heroLabel.font = .preferredFont(forTextStyle: .largeTitle)
        heroLabel.adjustsFontForContentSizeCategory = true
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
        dateLabel.adjustsFontForContentSizeCategory = true
        emphasisLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 17))
        emphasisLabel.adjustsFontForContentSizeCategory = true
        mediumLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .medium))
        mediumLabel.adjustsFontForContentSizeCategory = true
        countLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .monospacedDigitSystemFont(ofSize: 12, weight: .regular))
        countLabel.adjustsFontForContentSizeCategory = true
        accentLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: accentWeight))
        accentLabel.adjustsFontForContentSizeCategory = true
    }
}
