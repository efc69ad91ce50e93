import UIKit

// Every item of the slot is labelled at an index the code computes: none is unlabelled.
final class GalleryViewController: UIViewController {
    private let titles = ["Rotate", "Crop"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let rotate = UIBarButtonItem(
            image: UIImage(systemName: "rotate.right"), style: .plain, target: self, action: #selector(turn))
        let crop = UIBarButtonItem(image: UIImage(systemName: "crop"), style: .plain, target: self, action: #selector(trim))
        setToolbarItems([rotate, crop], animated: false)
        labelItems()
    }

    private func labelItems() {
        for index in titles.indices {
            toolbarItems?[index].accessibilityLabel = titles[index]
        }
    }

    @objc private func turn() {}
    @objc private func trim() {}
}
