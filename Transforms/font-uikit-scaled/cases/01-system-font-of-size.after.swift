import UIKit

final class WelcomeViewController: UIViewController {
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Welcome back"
        nameLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
        nameLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(nameLabel)
    }
}
