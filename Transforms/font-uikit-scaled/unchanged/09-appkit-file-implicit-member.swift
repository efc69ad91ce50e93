import AppKit

// An AppKit file: `.systemFont(ofSize:)` here is NSFont, and macOS text does not follow a
// text-size setting. UIFontMetrics would not even compile.
final class SidebarRowView: NSTableCellView {
    private let titleField = NSTextField(labelWithString: "")
    private let countField = NSTextField(labelWithString: "")

    func configure(title: String, count: Int) {
        titleField.font = .systemFont(ofSize: 13)
        countField.font = .monospacedDigitSystemFont(ofSize: 11, weight: .medium)
        titleField.stringValue = title
        countField.stringValue = "\(count)"
    }
}
