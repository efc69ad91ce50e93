import AppKit

final class ReleaseNotesViewController: NSViewController {
    @IBOutlet private var notesField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        let text = NSMutableAttributedString(
            string: "Version 2.0\nBug fixes and improvements.",
            attributes: [.font: NSFont.systemFont(ofSize: 12)]
        )
        text.addAttributes([.font: NSFont.boldSystemFont(ofSize: 12)], range: NSRange(location: 0, length: 11))
        notesField.attributedStringValue = text
    }
}
