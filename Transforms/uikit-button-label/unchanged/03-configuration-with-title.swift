import UIKit

final class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UIButton.Configuration.filled()
        config.image = UIImage(systemName: "cart")
        config.title = "Checkout"
        config.imagePadding = 8
        let checkoutButton = UIButton(configuration: config)
        view.addSubview(checkoutButton)
    }
}
