import UIKit

final class CaptionView: UIView {
    private let captionLabel = UILabel()

    func configure() {
        captionLabel.font = UIFontMetrics.default.scaledFont(for: UIFont.italicSystemFont(ofSize: 12))
        captionLabel.adjustsFontForContentSizeCategory = true
    }
}
