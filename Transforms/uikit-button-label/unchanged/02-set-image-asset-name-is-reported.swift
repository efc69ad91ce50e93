import UIKit

final class ProfileViewController: UIViewController {
    private let editButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        editButton.setImage(UIImage(named: "edit_profile"), for: .normal)
        view.addSubview(editButton)
    }
}
