import AppKit

final class WelcomeWindowView: NSView {
    private let heroField = NSTextField(labelWithString: "Welcome")
    private let subtitleField = NSTextField(labelWithString: "Get started")
    private let sectionField = NSTextField(labelWithString: "Recent")
    private let legalField = NSTextField(labelWithString: "© 2024")

    func applyFonts() {
        heroField.font = NSFont.systemFont(ofSize: 40)
        subtitleField.font = NSFont.systemFont(ofSize: 20)
        sectionField.font = NSFont.systemFont(ofSize: 18)
        legalField.font = NSFont.systemFont(ofSize: 9)
    }
}
