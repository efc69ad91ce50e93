import AppKit

final class ToolbarController: NSViewController {
    func makeDeleteButton() -> NSButton {
        let delete = NSButton(image: NSImage(systemSymbolName: "trash", accessibilityDescription: nil)!, target: self, action: #selector(deleteSelection))
        delete.bezelStyle = .texturedRounded
        return delete
    }

    @objc private func deleteSelection() {}
}
