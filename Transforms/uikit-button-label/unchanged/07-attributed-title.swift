import UIKit

final class PromoViewController: UIViewController {
    private let offerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        offerButton.setImage(UIImage(named: "gift_icon"), for: .normal)
        offerButton.setAttributedTitle(NSAttributedString(string: "Claim offer"), for: .normal)
        view.addSubview(offerButton)
    }
}
