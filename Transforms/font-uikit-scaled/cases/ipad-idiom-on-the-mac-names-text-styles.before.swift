import UIKit

/// A Catalyst app in the iPad idiom scales its layout to the Mac as a whole: a size that is
/// exactly a text style is named as that style, as on iOS.
final class EpisodeRowView: UIView {
    private let durationLabel = UILabel()
    private let showTitle = UILabel()
    private let notes = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        durationLabel.font = .systemFont(ofSize: 12)
        showTitle.font = UIFont.systemFont(ofSize: 20)
        notes.attributedText = NSAttributedString(
            string: "Show notes",
            attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.secondaryLabel]
        )
        [durationLabel, showTitle, notes].forEach(addSubview)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
