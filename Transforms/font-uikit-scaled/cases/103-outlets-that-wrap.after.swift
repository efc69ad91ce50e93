import UIKit

final class PlanRowCell: UITableViewCell {
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var planNameLabel: UILabel!

    // The details wrap onto as many lines as they need in a self-sizing row; the name keeps one line.
    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        planNameLabel.font = .preferredFont(forTextStyle: .footnote)
        planNameLabel.adjustsFontForContentSizeCategory = true
        planNameLabel.numberOfLines = 0
    }
}
