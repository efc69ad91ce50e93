import UIKit

final class ReceiptViewController: UIViewController {
    private let printButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        printButton.setImage(UIImage(named: "ic_custom"), for: .normal)
        printButton.accessibilityLabel = "Print receipt" // [VERIFY] confirm label matches intent
        printButton.addTarget(self, action: #selector(printReceipt), for: .touchUpInside)
        view.addSubview(printButton)
    }

    @objc private func printReceipt() {}
}
