import AppKit

final class NoteEditorView: NSView {
    private let titleField = NSTextField(labelWithString: "")
    private let bodyField = NSTextField(wrappingLabelWithString: "")

    func configure() {
        titleField.font = NSFont.preferredFont(forTextStyle: .title2)
        bodyField.font = .preferredFont(forTextStyle: .body)
    }
}
