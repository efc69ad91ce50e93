import UIKit

/// Looks like a settings type, but `Layout` keeps the designer's sizes: a fixed size to scale.
enum Layout {
    static let captionSize: CGFloat = 13
}

final class CaptionView: UIView {
    let captionLabel = UILabel()

    func show(_ caption: String) {
        captionLabel.text = caption
        captionLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: Layout.captionSize))
        captionLabel.adjustsFontForContentSizeCategory = true
    }
}
