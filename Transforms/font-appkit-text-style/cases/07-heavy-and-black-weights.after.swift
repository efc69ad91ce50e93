import AppKit

final class DashboardHeaderView: NSView {
    private let metricField = NSTextField(labelWithString: "")
    private let heroField = NSTextField(labelWithString: "")

    func configure() {
        metricField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title1).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title1)
        heroField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .largeTitle).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .largeTitle)
    }
}
