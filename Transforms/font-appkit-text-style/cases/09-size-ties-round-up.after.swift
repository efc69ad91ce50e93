import AppKit

final class TypeSpecimenView: NSView {
    private let fields = (0..<7).map { _ in NSTextField(labelWithString: "Specimen") }

    func applyFonts() {
        fields[0].font = NSFont.preferredFont(forTextStyle: .subheadline)
        fields[1].font = NSFont.preferredFont(forTextStyle: .callout)
        fields[2].font = NSFont.preferredFont(forTextStyle: .body)
        fields[3].font = NSFont.preferredFont(forTextStyle: .title3)
        fields[4].font = NSFont.preferredFont(forTextStyle: .title2)
        fields[5].font = NSFont.preferredFont(forTextStyle: .title1)
        fields[6].font = NSFont.preferredFont(forTextStyle: .largeTitle)
    }
}
