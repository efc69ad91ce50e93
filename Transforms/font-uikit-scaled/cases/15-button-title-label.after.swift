import UIKit

final class CheckoutViewController: UIViewController {
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay now", for: .normal)
        payButton.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        payButton.titleLabel?.adjustsFontForContentSizeCategory = true
        view.addSubview(payButton)
    }
}
