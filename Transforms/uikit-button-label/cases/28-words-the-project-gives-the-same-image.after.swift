import UIKit

/// The project labels a menu button that shows an ellipsis with a translated key; another menu
/// button with the same image gets the same words, through the same wrapper, before the symbol
/// table's English "More".
final class AlbumViewController: UIViewController {
    private lazy var optionsItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: albumMenu())
        item.accessibilityLabel = String.localized("menu_more_options")
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = optionsItem
        showPhotoMenu()
    }

    private func showPhotoMenu() {
        let photoItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: albumMenu())
        photoItem.accessibilityLabel = String.localized("menu_more_options") // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItem = photoItem
    }

    private func albumMenu() -> UIMenu {
        UIMenu(children: [])
    }
}

// Elsewhere in the project:
// extension String { static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
