import UIKit

// The table is keyed by the English text and holds "Sign Out": the label is that key, as the
// table spells it, so the translation is found ("Sign out" would be a key no table has).
final class AccountViewController: UIViewController {
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Account", comment: "")
        signOutButton.setImage(UIImage(systemName: "rectangle.portrait.and.arrow.right"), for: .normal)
        signOutButton.accessibilityLabel = NSLocalizedString("Sign Out", comment: "") // [VERIFY] confirm label matches intent
        signOutButton.addTarget(self, action: #selector(signOut), for: .touchUpInside)
    }

    @objc private func signOut() {}
}
