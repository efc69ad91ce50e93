import AppKit

final class InspectorViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = NSButton(image: NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)!, target: self, action: #selector(showSettings))
        settings.bezelStyle = .texturedRounded
        view.addSubview(settings)
    }

    @objc private func showSettings() {}
}
