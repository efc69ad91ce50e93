import UIKit

final class ComposeViewController: UIViewController {
    private let recipient = UITextField()
    private let message: UITextView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        recipient.font = UIFont.preferredFont(forTextStyle: .body)
        recipient.adjustsFontForContentSizeCategory = true
        message.font = UIFont.preferredFont(forTextStyle: .subheadline)
        message.adjustsFontForContentSizeCategory = true
        view.addSubview(recipient)
        view.addSubview(message)
    }
}
