import UIKit

/// The outlet is laid out in Interface Builder and reported; the label made in code is fixed.
final class ProfileHeaderView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    private let bioLabel = UILabel()

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        bioLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.numberOfLines = 0
        addSubview(bioLabel)
    }
}
