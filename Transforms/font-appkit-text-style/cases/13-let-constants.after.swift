import AppKit

enum EditorFonts {
    static let title = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title1).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title1)
    static let body = NSFont.preferredFont(forTextStyle: .body)
    static let caption = NSFont.preferredFont(forTextStyle: .footnote)
}

final class EditorHeaderView: NSView {
    private let titleField = NSTextField(labelWithString: "")

    func configure() {
        let headingFont = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title2)
        titleField.font = headingFont
    }
}
