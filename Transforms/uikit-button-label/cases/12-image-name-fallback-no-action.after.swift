import UIKit

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scanItem = UIBarButtonItem(image: UIImage(named: "barcode_scanner"), style: .plain, target: nil, action: nil)
        scanItem.accessibilityLabel = "Barcode scanner" // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItem = scanItem
    }
}
