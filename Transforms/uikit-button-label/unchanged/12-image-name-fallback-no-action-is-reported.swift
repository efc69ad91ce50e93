import UIKit

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scanItem = UIBarButtonItem(image: UIImage(named: "barcode_scanner"), style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = scanItem
    }
}
