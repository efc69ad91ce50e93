import UIKit

final class ReleaseNotesCell: UITableViewCell {
    let versionLabel = UILabel()
    let notesLabel = UILabel()

    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        versionLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        notesLabel.font = UIFont.systemFont(ofSize: 13)
        notesLabel.numberOfLines = 0
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
