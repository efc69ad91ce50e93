import AppKit

final class DashboardHeaderView: NSView {
    private let metricField = NSTextField(labelWithString: "")
    private let heroField = NSTextField(labelWithString: "")

    func configure() {
        metricField.font = NSFont.systemFont(ofSize: 22, weight: .heavy)
        heroField.font = NSFont.systemFont(ofSize: 26, weight: .black)
    }
}
