import AppKit

final class SidebarViewController: NSViewController {
    private let addButton = NSButton(image: NSImage(systemSymbolName: "plus", accessibilityDescription: "Add" /* [VERIFY] confirm label matches intent */)!, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(addButton)
    }
}
