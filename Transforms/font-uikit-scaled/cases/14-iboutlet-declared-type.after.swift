import UIKit

final class ProfileHeaderView: UIView {
    @IBOutlet weak var title: UILabel!
    @IBOutlet weak var avatarImageView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        title.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 22, weight: .bold))
        title.adjustsFontForContentSizeCategory = true
        avatarImageView.layer.cornerRadius = 24
    }
}
