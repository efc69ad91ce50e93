import UIKit

final class FilterChipView: UIView {
    private let chipLabel = UILabel()

    func setSelected(_ selected: Bool) {
        chipLabel.font = selected ? UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .boldSystemFont(ofSize: 13)) : UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
        chipLabel.adjustsFontForContentSizeCategory = true
    }
}
