import AppKit

final class ZoomableCanvasView: NSView {
    private let captionField = NSTextField(labelWithString: "")
    var zoom: CGFloat = 1

    func applyZoom() {
        captionField.font = NSFont.systemFont(ofSize: 13 * zoom)
        captionField.controlSize = .small
        captionField.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
    }
}
