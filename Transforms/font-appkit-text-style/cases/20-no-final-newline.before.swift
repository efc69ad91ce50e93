import AppKit

final class FooterView: NSView {
    private let versionField = NSTextField(labelWithString: "")

    func configure(version: String) {
        versionField.stringValue = version
        versionField.font = NSFont.systemFont(ofSize: 10)
    }
}