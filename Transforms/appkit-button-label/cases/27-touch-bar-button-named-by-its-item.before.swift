import AppKit

// Touch Bar buttons that show only an image: each is all of the item the `case` around it builds,
// so the item's customization label, else the words its identifier is spelled with, name the button.
// An identifier that is no words ("item2") names nothing: that button is reported.
final class NoteEditor: NSObject {
    @objc func pressBold(_ sender: Any) {}
    @objc func handle(_ sender: Any) {}
    @objc func shiftLeft(_ sender: Any) {}
}

extension NoteEditor: NSTouchBarDelegate {
    func touchBar(_ touchBar: NSTouchBar, makeItemForIdentifier identifier: NSTouchBarItem.Identifier) -> NSTouchBarItem? {
        switch identifier {
        case NSTouchBarItem.Identifier("Bold"):
            let button = NSButton(image: NSImage(named: "bold")!, target: self, action: #selector(pressBold(_:)))
            let item = NSCustomTouchBarItem(identifier: identifier)
            item.view = button
            return item
        case NSTouchBarItem.Identifier("UnIndent"):
            let button = NSButton(image: NSImage(named: "outdent")!, target: self, action: #selector(shiftLeft(_:)))
            let item = NSCustomTouchBarItem(identifier: identifier)
            item.view = button
            return item
        case NSTouchBarItem.Identifier("com.example.notes.highlight"):
            let button = NSButton(image: NSImage(named: "marker")!, target: self, action: #selector(handle(_:)))
            let item = NSCustomTouchBarItem(identifier: identifier)
            item.view = button
            return item
        case NSTouchBarItem.Identifier("checklist"):
            let button = NSButton(image: NSImage(named: "todo")!, target: self, action: #selector(handle(_:)))
            let item = NSCustomTouchBarItem(identifier: identifier)
            item.customizationLabel = "Insert checklist"
            item.view = button
            return item
        case NSTouchBarItem.Identifier("item2"):
            let button = NSButton(image: NSImage(named: "star")!, target: self, action: #selector(handle(_:)))
            let item = NSCustomTouchBarItem(identifier: identifier)
            item.view = button
            return item
        default:
            return nil
        }
    }
}
