import UIKit

final class PillView: UIView {
    private let pillLabel = UILabel()

    func configure() {
        pillLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15)); pillLabel.adjustsFontForContentSizeCategory = true; pillLabel.text = "New"
    }
}
