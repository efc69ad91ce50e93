import AppKit

final class InspectorSectionView: NSView {
    private let sectionField = NSTextField(labelWithString: "Layout")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        sectionField.font = NSFont.preferredFont(forTextStyle: .headline)
        addSubview(sectionField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
