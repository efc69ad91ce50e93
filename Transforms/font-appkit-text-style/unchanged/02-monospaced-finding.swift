import AppKit

final class ConsoleOutputView: NSView {
    private let logField = NSTextField(wrappingLabelWithString: "")
    private let counterField = NSTextField(labelWithString: "0")

    func configure() {
        logField.font = NSFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        counterField.font = NSFont.monospacedDigitSystemFont(ofSize: 13, weight: .bold)
    }
}
