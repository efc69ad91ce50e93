import AppKit

final class ExportViewController: NSViewController {
    @IBOutlet private weak var exportButton: NSButton!
    @IBOutlet private weak var cancelButton: NSButton!
    @IBOutlet private weak var formatField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        exportButton.font = NSFont.systemFont(ofSize: 13, weight: .medium)
        cancelButton.font = NSFont.systemFont(ofSize: 13)
        formatField.font = NSFont.systemFont(ofSize: 11)
    }
}
