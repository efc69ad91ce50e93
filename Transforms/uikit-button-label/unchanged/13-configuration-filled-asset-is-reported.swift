import UIKit

final class CameraViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UIButton.Configuration.filled()
        config.image = UIImage(named: "flash_toggle")
        config.cornerStyle = .capsule
        let flashButton = UIButton(configuration: config)
        view.addSubview(flashButton)
    }
}
