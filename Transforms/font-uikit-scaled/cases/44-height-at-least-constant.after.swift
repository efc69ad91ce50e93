import UIKit

final class TagView: UIView {
    private let tagLabel = UILabel()
    private let iconView = UIImageView()

    // A minimum height lets the label grow; the constant height belongs to another view.
    func setUp() {
        tagLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
        tagLabel.adjustsFontForContentSizeCategory = true
        tagLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 24).isActive = true
        iconView.heightAnchor.constraint(equalToConstant: 16).isActive = true
        addSubview(tagLabel)
        addSubview(iconView)
    }
}
