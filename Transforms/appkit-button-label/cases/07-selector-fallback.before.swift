import AppKit

final class LibraryViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let importButton = NSButton(image: NSImage(named: "ic_custom")!, target: self, action: #selector(importPhotos))
        view.addSubview(importButton)
    }

    @objc private func importPhotos() {}
}
