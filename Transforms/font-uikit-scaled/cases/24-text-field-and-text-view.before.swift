import UIKit

final class ComposeViewController: UIViewController {
    private let recipient = UITextField()
    private let message: UITextView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        recipient.font = UIFont.systemFont(ofSize: 17)
        message.font = UIFont.systemFont(ofSize: 15)
        view.addSubview(recipient)
        view.addSubview(message)
    }
}
