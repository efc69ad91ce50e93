import UIKit

final class ChatViewController: UIViewController {
    private let attachButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        if traitCollection.userInterfaceIdiom == .phone {
            attachButton.setImage(UIImage(systemName: "paperclip")!, for: .normal)
        }
        view.addSubview(attachButton)
    }
}
