import AppKit

final class WelcomeWindowView: NSView {
    private let heroField = NSTextField(labelWithString: "Welcome")
    private let subtitleField = NSTextField(labelWithString: "Get started")
    private let sectionField = NSTextField(labelWithString: "Recent")
    private let legalField = NSTextField(labelWithString: "© 2024")

    func applyFonts() {
        heroField.font = NSFont.preferredFont(forTextStyle: .largeTitle)
        subtitleField.font = NSFont.preferredFont(forTextStyle: .title1)
        sectionField.font = NSFont.preferredFont(forTextStyle: .title2)
        legalField.font = NSFont.preferredFont(forTextStyle: .footnote)
    }
}
