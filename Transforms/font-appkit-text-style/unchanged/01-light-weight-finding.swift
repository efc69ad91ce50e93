import AppKit

final class ClockView: NSView {
    private let timeField = NSTextField(labelWithString: "")

    func configure() {
        timeField.font = NSFont.systemFont(ofSize: 26, weight: .light)
        timeField.alignment = .center
    }
}
