import AppKit

final class ExportPanelController: NSViewController {
    private var exportButton: NSButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        exportButton = NSButton(title: "Export report", target: self, action: #selector(exportReport))
        if #available(macOS 11.0, *) {
            exportButton.image = NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
            exportButton.imagePosition = .imageLeading
        }
    }

    @objc private func exportReport() {
        exportButton.title = "Exported"
        if #available(macOS 11.0, *) {
            exportButton.image = NSImage(systemSymbolName: "checkmark", accessibilityDescription: nil)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            self.exportButton.title = "Export report"
            if #available(macOS 11.0, *) {
                self.exportButton.image = NSImage(
                    systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
            }
        }
    }
}
