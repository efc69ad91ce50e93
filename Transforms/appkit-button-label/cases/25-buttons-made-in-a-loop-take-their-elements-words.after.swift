import AppKit

/// Buttons made one per element take their element's words: the tool tip each is given from it,
/// or the name beside the symbol it is made from. One phrase from the shared action would name
/// them all alike.
final class ShapePalette: NSView {
    struct Shape {
        let symbol: String
        let name: String
    }

    func build(shapes: [Shape], layers: [(symbol: String, title: String)]) {
        for shape in shapes {
            let button = NSButton(
                image: NSImage(systemSymbolName: shape.symbol, accessibilityDescription: nil)!, target: self,
                action: #selector(insertShape))
            button.setAccessibilityLabel(shape.name) // [VERIFY] confirm label matches intent
            button.toolTip = shape.name
            addSubview(button)
        }
        for layer in layers {
            let button = NSButton(
                image: NSImage(systemSymbolName: layer.symbol, accessibilityDescription: nil)!, target: self,
                action: #selector(showLayer))
            button.setAccessibilityLabel(layer.title) // [VERIFY] confirm label matches intent
            button.toolTip = layer.title // [VERIFY] confirm label matches intent
            addSubview(button)
        }
    }

    @objc private func insertShape() {}
    @objc private func showLayer() {}
}
