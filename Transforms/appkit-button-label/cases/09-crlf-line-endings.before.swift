import AppKit

final class DownloadsViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let reveal = NSButton(image: NSImage(systemSymbolName: "folder", accessibilityDescription: nil)!, target: self, action: #selector(revealInFinder))
        view.addSubview(reveal)
    }

    @objc private func revealInFinder() {}
}
