import UIKit

final class TermsViewController: UIViewController {
    private let termsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let text = NSMutableAttributedString(
            string: "By continuing you agree to the Terms.",
            attributes: [.font: UIFont.preferredFont(forTextStyle: .caption1)]
        )
        text.addAttribute(.font, value: UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.boldSystemFont(ofSize: 12)), range: NSRange(location: 31, length: 5))
        termsLabel.attributedText = text
    }
}
