import AppKit

final class PreferencesPaneView: NSView {
    private let paneTitleField = NSTextField(labelWithString: "General")

    func configure() {
        paneTitleField.font = NSFont.systemFont(ofSize: 17, weight: NSFont.Weight.bold)
    }
}
