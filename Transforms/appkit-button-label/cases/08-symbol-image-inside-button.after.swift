import AppKit

final class InspectorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = NSButton(image: NSImage(systemSymbolName: "gearshape", accessibilityDescription: "Settings" /* [VERIFY] confirm label matches intent */)!, target: self, action: #selector(showSettings))
        settings.setAccessibilityLabel("Settings") // [VERIFY] confirm label matches intent
        settings.toolTip = "Settings" // [VERIFY] confirm label matches intent
        settings.bezelStyle = .texturedRounded
        view.addSubview(settings)
    }

    @objc private func showSettings() {}
}
