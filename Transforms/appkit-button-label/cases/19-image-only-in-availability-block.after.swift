import AppKit

final class LayersToolbarController: NSViewController {
    private var deleteButton: NSButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        deleteButton = NSButton(title: "", target: self, action: #selector(deleteLayer))
        if #available(macOS 11.0, *) {
            deleteButton.image = NSImage(systemSymbolName: "trash", accessibilityDescription: "Delete") // [VERIFY] confirm label matches intent
            deleteButton.imagePosition = .imageOnly
        }
    }

    @objc private func deleteLayer() {}
}
