import UIKit

final class ProfileHeaderView: UIView {
    @IBOutlet weak var title: UILabel!
    @IBOutlet weak var avatarImageView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        title.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        avatarImageView.layer.cornerRadius = 24
    }
}
