import UIKit

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(openPreferences))
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Open preferences" // [VERIFY] confirm label matches intent
    }

    @objc private func openPreferences() {}
}
