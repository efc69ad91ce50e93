import AppKit

final class EditorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let addButton = NSButton(image: NSImage(named: NSImage.addTemplateName)!, target: self, action: #selector(addRow))
        addButton.bezelStyle = .smallSquare
        view.addSubview(addButton)
    }

    @objc private func addRow() {}
}
