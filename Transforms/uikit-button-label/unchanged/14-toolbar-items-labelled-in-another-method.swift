import UIKit

// The items are made in one method and labelled by index in another, which viewWillAppear calls:
// a label added where they are made would be overwritten at once.
final class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        makeToolbar()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: self, action: #selector(showMore))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateLabels()
    }

    private func makeToolbar() {
        let back = UIBarButtonItem(
            image: UIImage(systemName: "chevron.backward"), style: .plain, target: self, action: #selector(goBack))
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let size = UIBarButtonItem(
            image: UIImage(systemName: "textformat.size"), style: .plain, target: self, action: #selector(resizeText))
        toolbarItems = [back, flexible, size]
    }

    private func updateLabels() {
        toolbarItems![0].accessibilityLabel = NSLocalizedString("Previous article", comment: "")
        toolbarItems![2].accessibilityLabel = NSLocalizedString("Text size", comment: "")
        navigationItem.rightBarButtonItem?.accessibilityLabel = NSLocalizedString("Article options", comment: "")
    }

    @objc private func goBack() {}
    @objc private func resizeText() {}
    @objc private func showMore() {}
}
