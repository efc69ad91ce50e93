import UIKit

/// The share item is handed to a method that only styles it, and the stored export button is
/// made by a method that gives it no label: both still need one where they get their image.
final class ReportViewController: UIViewController {
    private weak var exportButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(
            image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))
        share.accessibilityLabel = "Share" // [VERIFY] confirm label matches intent
        tint(share)
        navigationItem.rightBarButtonItem = share

        let button = makeExportButton()
        view.addSubview(button)
        exportButton = button
    }

    func refreshExport() {
        exportButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        exportButton.accessibilityLabel = "Refresh" // [VERIFY] confirm label matches intent
    }

    private func makeExportButton() -> UIButton {
        let button = UIButton(type: .system)
        button.tintColor = .systemBlue
        return button
    }

    private func tint(_ item: UIBarButtonItem) {
        item.tintColor = .systemBlue
    }

    @objc private func share() {}
}
