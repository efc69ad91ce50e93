import UIKit

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let send = UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), target: self, action: #selector(send(_:)))
        navigationItem.rightBarButtonItem = send
    }

    @objc private func send(_ sender: UIBarButtonItem) {}
}
