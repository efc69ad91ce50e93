import AppKit

final class ExportViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let export = NSButton(title: "Export", image: NSImage(named: "export_icon")!, target: self, action: #selector(exportFile))
        export.imagePosition = .imageLeading
        view.addSubview(export)
    }

    @objc private func exportFile() {}
}
