import AppKit

final class InspectorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = NSButton(image: NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)!, target: self, action: #selector(showSettings))
        settings.setAccessibilityLabel("Show settings") // [VERIFY] confirm label matches intent
        settings.toolTip = "Show settings" // [VERIFY] confirm label matches intent
        settings.bezelStyle = .texturedRounded
        view.addSubview(settings)
    }

    @objc private func showSettings() {}
}
