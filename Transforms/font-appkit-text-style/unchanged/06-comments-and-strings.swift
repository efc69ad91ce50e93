import AppKit

final class AboutViewController: NSViewController {
    @IBOutlet private weak var creditsField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Was: creditsField.font = NSFont.systemFont(ofSize: 11)
        /* NSFont.boldSystemFont(ofSize: 13) looked too heavy */
        creditsField.stringValue = "Set in NSFont.systemFont(ofSize: 13, weight: .semibold)"
    }
}
