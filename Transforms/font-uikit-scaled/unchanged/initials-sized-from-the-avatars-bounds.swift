import UIKit

/// Initials sized from the avatar's own bounds fit its circle and grow only with it: left as they
/// are, as is a size worked out from the avatar's diameter. A size read from elsewhere, not the
/// view's geometry, is still reported.
final class InitialsBadge: UIView {
    private let initialsLabel = UILabel()
    private let captionLabel = UILabel()
    private let countLabel = UILabel()
    var captionSize: CGFloat = 12

    override func layoutSubviews() {
        super.layoutSubviews()
        initialsLabel.font = .systemFont(ofSize: bounds.width * 0.4, weight: .semibold)
        captionLabel.font = .systemFont(ofSize: Self.fontSize(forDiameter: avatarDiameter))
        countLabel.font = .systemFont(ofSize: captionSize)
    }

    var avatarDiameter: CGFloat { 48 }

    static func fontSize(forDiameter diameter: CGFloat) -> CGFloat { diameter / 3 }
}
