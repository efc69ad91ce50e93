import UIKit

final class FilterChipView: UIView {
    private let chipLabel = UILabel()

    func setSelected(_ selected: Bool) {
        chipLabel.font = selected ? UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .boldSystemFont(ofSize: 13)) : .preferredFont(forTextStyle: .footnote)
        chipLabel.adjustsFontForContentSizeCategory = true
    }
}
