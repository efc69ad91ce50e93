import UIKit

/// "Optimize for Mac" lays UIKit out in the Mac idiom, where text styles are smaller than on iOS
/// (caption1 10 pt, title3 15 pt): the designed sizes are scaled, not renamed as text styles.
final class EpisodeHeaderView: UIView {
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
