import UIKit

final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let compose = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(composeNote))
        compose.accessibilityLabel = "Compose note" // [VERIFY] confirm label matches intent
        let search = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: self, action: #selector(searchNotes))
        search.accessibilityLabel = "Search notes" // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItems = [compose, search]
    }

    @objc private func composeNote() {}
    @objc private func searchNotes() {}
}
