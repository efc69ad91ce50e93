import AppKit

/// A window header and a status line designed at sizes no macOS text style has. Rounding them to
/// .title3 (15 pt) or .largeTitle (26 pt) would change the design and scale nothing: macOS text
/// has no text-size setting. The transform says so and leaves the sizes to the author.
final class ExportHeaderView: NSView {
    private let titleField = NSTextField(labelWithString: "Export")
    private let statusField = NSTextField(labelWithString: "")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        titleField.font = NSFont.systemFont(ofSize: 36)
        statusField.font = .systemFont(ofSize: 14)
        addSubview(titleField)
        addSubview(statusField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
