import AppKit

/// `#selector(cancelOperation)` read as "Cancel operation" names the responder method, not what the
/// button does: reported, not written.
final class AccountsSheetController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let dismissButton = NSButton(image: NSImage(named: "sheet-dismiss")!, target: self, action: #selector(cancelOperation))
        dismissButton.isBordered = false
        view.addSubview(dismissButton)
    }
}
