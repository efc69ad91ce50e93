import AppKit

final class ShareViewController: NSViewController {
    @IBOutlet private weak var shareButton: NSButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.image = NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
        shareButton.imagePosition = .imageOnly
    }
}
