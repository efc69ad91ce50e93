import AppKit

final class PlayerControlsView: NSView {
    private let trackField = NSTextField(labelWithString: "")
    private let elapsedField = NSTextField(labelWithString: "")

    func configure() {
        trackField.font = NSFont.systemFont(ofSize: 15, weight: .medium)
        elapsedField.font = NSFont.systemFont(ofSize: 11, weight: .thin)
    }
}
