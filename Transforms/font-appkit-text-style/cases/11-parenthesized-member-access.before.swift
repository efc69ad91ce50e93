import AppKit

final class ToolbarTitleView: NSView {
    private let titleField = NSTextField(labelWithString: "")

    override var intrinsicContentSize: NSSize {
        let lineHeight = NSFont.boldSystemFont(ofSize: 15).boundingRectForFont.height
        return NSSize(width: NSView.noIntrinsicMetric, height: lineHeight + 8)
    }
}
