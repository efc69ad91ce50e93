import AppKit

final class ReleaseNotesViewController: NSViewController {
    @IBOutlet private var notesField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        let text = NSMutableAttributedString(
            string: "Version 2.0\nBug fixes and improvements.",
            attributes: [.font: NSFont.preferredFont(forTextStyle: .callout)]
        )
        text.addAttributes([.font: NSFont(descriptor: NSFont.preferredFont(forTextStyle: .callout).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .callout)], range: NSRange(location: 0, length: 11))
        notesField.attributedStringValue = text
    }
}
