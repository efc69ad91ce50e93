import AppKit

final class SidebarViewController: NSViewController {
    private let addButton = NSButton(image: NSImage(systemSymbolName: "plus", accessibilityDescription: nil)!, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(addButton)
    }
}
