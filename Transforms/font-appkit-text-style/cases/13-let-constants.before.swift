import AppKit

enum EditorFonts {
    static let title = NSFont.systemFont(ofSize: 22, weight: .bold)
    static let body = NSFont.systemFont(ofSize: 13)
    static let caption = NSFont.systemFont(ofSize: 10)
}

final class EditorHeaderView: NSView {
    private let titleField = NSTextField(labelWithString: "")

    func configure() {
        let headingFont = NSFont.boldSystemFont(ofSize: 17)
        titleField.font = headingFont
    }
}
