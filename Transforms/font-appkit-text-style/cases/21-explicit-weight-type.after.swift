import AppKit

final class PreferencesPaneView: NSView {
    private let paneTitleField = NSTextField(labelWithString: "General")

    func configure() {
        paneTitleField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title2)
    }
}
