import UIKit

final class ChatViewController: UIViewController {
    private let attachButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        if traitCollection.userInterfaceIdiom == .phone {
            attachButton.setImage(UIImage(systemName: "paperclip")!, for: .normal)
            attachButton.accessibilityLabel = "Attach" // [VERIFY] confirm label matches intent
        }
        view.addSubview(attachButton)
    }
}
