import AppKit

final class TypeSpecimenView: NSView {
    private let fields = (0..<7).map { _ in NSTextField(labelWithString: "Specimen") }

    func applyFonts() {
        fields[0].font = NSFont.systemFont(ofSize: 10.5)
        fields[1].font = NSFont.systemFont(ofSize: 11.5)
        fields[2].font = NSFont.systemFont(ofSize: 12.5)
        fields[3].font = NSFont.systemFont(ofSize: 14)
        fields[4].font = NSFont.systemFont(ofSize: 16)
        fields[5].font = NSFont.systemFont(ofSize: 19.5)
        fields[6].font = NSFont.systemFont(ofSize: 24)
    }
}
