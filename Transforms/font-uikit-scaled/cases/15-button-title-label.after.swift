import UIKit

final class CheckoutViewController: UIViewController {
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay now", for: .normal)
        payButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        payButton.titleLabel?.adjustsFontForContentSizeCategory = true
        view.addSubview(payButton)
    }
}
