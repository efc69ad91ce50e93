import AppKit

final class LibraryViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let importButton = NSButton(image: NSImage(named: "ic_custom")!, target: self, action: #selector(importPhotos))
        importButton.setAccessibilityLabel("Import photos") // [VERIFY] confirm label matches intent
        importButton.toolTip = "Import photos" // [VERIFY] confirm label matches intent
        view.addSubview(importButton)
    }

    @objc private func importPhotos() {}
}
