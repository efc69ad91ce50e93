import UIKit

final class ProfileViewController: UIViewController {
    private let editButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        editButton.setImage(UIImage(named: "edit_profile"), for: .normal)
        editButton.accessibilityLabel = "Edit profile" // [VERIFY] confirm label matches intent
        view.addSubview(editButton)
    }
}
