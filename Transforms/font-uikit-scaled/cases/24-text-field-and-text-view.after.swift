import UIKit

final class ComposeViewController: UIViewController {
    private let recipient = UITextField()
    private let message: UITextView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        recipient.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
        recipient.adjustsFontForContentSizeCategory = true
        message.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15))
        message.adjustsFontForContentSizeCategory = true
        view.addSubview(recipient)
        view.addSubview(message)
    }
}
