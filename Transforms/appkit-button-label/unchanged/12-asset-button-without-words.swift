import AppKit

// Neither the code nor the table says what this button does: reported, never named after its asset.
final class CanvasViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tool = NSButton(image: NSImage(named: "tool_lasso")!, target: nil, action: nil)
        view.addSubview(tool)
    }
}
