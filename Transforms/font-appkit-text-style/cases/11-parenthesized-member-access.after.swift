import AppKit

final class ToolbarTitleView: NSView {
    private let titleField = NSTextField(labelWithString: "")

    override var intrinsicContentSize: NSSize {
        let lineHeight = (NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title3).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title3)).boundingRectForFont.height
        return NSSize(width: NSView.noIntrinsicMetric, height: lineHeight + 8)
    }
}
