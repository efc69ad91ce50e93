import UIKit

enum Metrics {
    static func scaled(_ size: CGFloat) -> CGFloat {
        UIFontMetrics(forTextStyle: .body).scaledValue(for: size)
    }
}

final class ReaderHeaderView: UIView {
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let dateLabel = UILabel()

    // Each size is scaled already: by UIFontMetrics directly, through a local, or through the
    // project's own helper.
    func configure() {
        titleLabel.font = .systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 24), weight: .bold)
        let bylineSize = UIFontMetrics(forTextStyle: .subheadline).scaledValue(for: 15)
        bylineLabel.font = UIFont.italicSystemFont(ofSize: bylineSize)
        dateLabel.font = .systemFont(ofSize: Metrics.scaled(12))
    }
}
