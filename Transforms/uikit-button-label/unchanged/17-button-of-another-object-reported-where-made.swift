import UIKit

// The view makes its avatar button and gives it an image: reported there, once.
final class ProfileSetupView: UIView {
    let avatarButton: UIButton

    override init(frame: CGRect) {
        avatarButton = UIButton()
        super.init(frame: frame)
        avatarButton.setImage(UIImage(named: "camera_badge"), for: .normal)
        addSubview(avatarButton)
    }

    required init?(coder: NSCoder) { nil }
}

final class ProfileSetupViewController: UIViewController {
    var setupView: ProfileSetupView?
    let cell = ContactCell()

    // The controller only puts the first image back: the same button, not a second report.
    func removeAvatar() {
        setupView?.avatarButton.setImage(UIImage(named: "camera_badge"), for: .normal)
    }

    // No type gives this button an image where it is made: this is where it shows only one.
    func showCallBadge() {
        cell.callButton.setImage(UIImage(named: "phone_badge"), for: .normal)
    }
}

final class ContactCell: UITableViewCell {
    let callButton = UIButton(type: .system)
}
