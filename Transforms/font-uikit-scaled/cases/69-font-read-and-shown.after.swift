import UIKit

/// A font read for its metrics and also set on a label is text; a label drawn into an image that
/// is also added to a view is on screen; a font whose descriptor makes a font of the same size
/// (`size: 0`) passes its scaled size on: all are scaled.
final class BadgeView: UIView {
    private let countLabel = UILabel()

    func setUp() {
        let font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))
        countLabel.font = font
        countLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: font.lineHeight).isActive = true
        addSubview(countLabel)
    }

    func snapshot() -> Bool {
        let previewLabel = UILabel()
        previewLabel.font = .preferredFont(forTextStyle: .subheadline)
        previewLabel.adjustsFontForContentSizeCategory = true
        addSubview(previewLabel)
        return previewLabel.drawHierarchy(in: previewLabel.bounds, afterScreenUpdates: true)
    }

    func roundedFont() -> UIFont? {
        let base = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .semibold))
        guard let descriptor = base.fontDescriptor.withDesign(.rounded) else { return nil }
        return UIFont(descriptor: descriptor, size: 0)
    }
}
