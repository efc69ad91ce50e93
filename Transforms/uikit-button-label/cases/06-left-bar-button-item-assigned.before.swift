import UIKit

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(dismissDetail))
    }

    @objc private func dismissDetail() {
        dismiss(animated: true)
    }
}
