import UIKit

final class ReleaseNotesCell: UITableViewCell {
    let versionLabel = UILabel()
    let notesLabel = UILabel()

    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        versionLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .semibold))
        versionLabel.adjustsFontForContentSizeCategory = true
        notesLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        notesLabel.adjustsFontForContentSizeCategory = true
        notesLabel.numberOfLines = 0
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
