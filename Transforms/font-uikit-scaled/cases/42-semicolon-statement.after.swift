import UIKit

final class PillView: UIView {
    private let pillLabel = UILabel()

    func configure() {
        pillLabel.font = UIFont.preferredFont(forTextStyle: .subheadline); pillLabel.adjustsFontForContentSizeCategory = true; pillLabel.text = "New"
    }
}
