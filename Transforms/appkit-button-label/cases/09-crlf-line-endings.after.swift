import AppKit

final class DownloadsViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let reveal = NSButton(image: NSImage(systemSymbolName: "folder", accessibilityDescription: nil)!, target: self, action: #selector(revealInFinder))
        reveal.setAccessibilityLabel("Reveal in finder") // [VERIFY] confirm label matches intent
        reveal.toolTip = "Reveal in finder" // [VERIFY] confirm label matches intent
        view.addSubview(reveal)
    }

    @objc private func revealInFinder() {}
}
