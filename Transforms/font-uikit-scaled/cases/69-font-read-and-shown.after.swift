import UIKit

/// A font read for its metrics and also set on a label is text; a label drawn into an image that
/// is also added to a view is on screen: both are scaled.
final class BadgeView: UIView {
    private let countLabel = UILabel()

    func setUp() {
        let font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
        countLabel.font = font
        countLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: font.lineHeight).isActive = true
        addSubview(countLabel)
    }

    func snapshot() -> UIImage {
        let previewLabel = UILabel()
        previewLabel.font = .preferredFont(forTextStyle: .subheadline)
        previewLabel.adjustsFontForContentSizeCategory = true
        addSubview(previewLabel)
        let renderer = UIGraphicsImageRenderer(size: previewLabel.bounds.size)
        return renderer.image { context in
            previewLabel.layer.render(in: context.cgContext)
        }
    }
}
