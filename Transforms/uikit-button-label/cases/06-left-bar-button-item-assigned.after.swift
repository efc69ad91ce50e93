import UIKit

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(dismissDetail))
        navigationItem.leftBarButtonItem?.accessibilityLabel = "Dismiss detail" // [VERIFY] confirm label matches intent
    }

    @objc private func dismissDetail() {
        dismiss(animated: true)
    }
}
