import UIKit

// The size is read from the body text style each time the cell is configured, so it follows
// the setting already: the outlet's Interface Builder layout is no question for this font.
final class FolderCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var countLabel: UILabel!

    func configure(name: String, count: Int) {
        nameLabel.text = name
        nameLabel.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .semibold)
        countLabel.text = "\(count)"
        countLabel.font = .systemFont(ofSize: 13)
    }
}
