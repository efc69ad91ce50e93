import AppKit

final class DownloadsViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let reveal = NSButton(image: NSImage(systemSymbolName: "folder", accessibilityDescription: "Folder" /* [VERIFY] confirm label matches intent */)!, target: self, action: #selector(revealInFinder))
        reveal.setAccessibilityLabel("Folder") // [VERIFY] confirm label matches intent
        reveal.toolTip = "Folder" // [VERIFY] confirm label matches intent
        view.addSubview(reveal)
    }

    @objc private func revealInFinder() {}
}
