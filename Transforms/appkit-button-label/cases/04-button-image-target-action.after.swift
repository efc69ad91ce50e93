import AppKit

final class EditorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let addButton = NSButton(image: NSImage(named: NSImage.addTemplateName)!, target: self, action: #selector(addRow))
        addButton.setAccessibilityLabel("Add row") // [VERIFY] confirm label matches intent
        addButton.toolTip = "Add row" // [VERIFY] confirm label matches intent
        addButton.bezelStyle = .smallSquare
        view.addSubview(addButton)
    }

    @objc private func addRow() {}
}
