import UIKit

final class CheckoutViewController: UIViewController {
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay now", for: .normal)
        payButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(payButton)
    }
}
