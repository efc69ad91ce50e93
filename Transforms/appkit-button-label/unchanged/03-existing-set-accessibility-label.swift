import AppKit

final class EditorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let removeButton = NSButton(image: NSImage(named: NSImage.removeTemplateName)!, target: self, action: #selector(removeRow))
        removeButton.setAccessibilityLabel(NSLocalizedString("Remove row", comment: "Minus button"))
        view.addSubview(removeButton)
    }

    @objc private func removeRow() {}
}
