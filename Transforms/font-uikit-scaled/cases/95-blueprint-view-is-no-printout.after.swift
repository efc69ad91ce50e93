import UIKit

/// "Print" inside a longer word (a blueprint, a fingerprint) names no printed output: the
/// labels are on screen, and scale.
final class BlueprintCaptionView: UIView {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        captionLabel.adjustsFontForContentSizeCategory = true
        addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
