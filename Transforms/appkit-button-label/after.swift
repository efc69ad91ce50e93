import AppKit

final class ToolbarController: NSViewController {
    func makeDeleteButton() -> NSButton {
        let delete = NSButton(image: NSImage(systemSymbolName: "trash", accessibilityDescription: nil)!, target: self, action: #selector(deleteSelection))
        delete.setAccessibilityLabel("Delete selection") // [VERIFY] confirm label matches intent
        delete.toolTip = "Delete selection" // [VERIFY] confirm label matches intent
        delete.bezelStyle = .texturedRounded
        return delete
    }

    @objc private func deleteSelection() {}
}
