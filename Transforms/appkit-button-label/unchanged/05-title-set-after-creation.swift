import AppKit

final class SyncViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let sync = NSButton(image: NSImage(named: "sync_icon")!, target: self, action: #selector(syncNow))
        sync.title = NSLocalizedString("Sync Now", comment: "")
        sync.imagePosition = .imageLeading
        view.addSubview(sync)
    }

    @objc private func syncNow() {}
}
