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
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        sectionLabel.font = UIFont.systemFont(ofSize: 20, weight: .regular)
        heroLabel.font = .systemFont(ofSize: 34)
        dateLabel.font = .systemFont(ofSize: 13)
        emphasisLabel.font = .boldSystemFont(ofSize: 17)
        mediumLabel.font = .systemFont(ofSize: 15, weight: .medium)
        countLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        accentLabel.font = .systemFont(ofSize: 17, weight: accentWeight)
    }
}
