import UIKit

final class SplashViewController: UIViewController {
    private let logo = UIImageView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.5, animations: {
            self.logo.center.y += 20
        }, completion: { _ in
            UIView.animate(withDuration: 0.3, delay: 0.5, options: []) {
                self.logo.center.y += 20
            }
        })
    }
}
