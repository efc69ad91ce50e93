import AppKit

final class DocumentViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let printButton = NSButton(image: NSImage(named: "printer_icon")!, target: self, action: #selector(printDocument))
        printButton.toolTip = NSLocalizedString("Print (⌘P)", comment: "Print button tool tip")
        view.addSubview(printButton)
    }

    @objc private func printDocument() {}
}
