import UIKit

final class FontPreviewController: UIViewController {
    private let sampleLabel = UILabel()

    // The bytes go to an exporter, and the same face is also drawn in a label: that one is read.
    func show(name: String) {
        if let font = UIFont(name: name, size: 15), let bytes = UIFont.data(from: font) {
            export(bytes)
        }
        sampleLabel.font = UIFont(name: name, size: 15)
    }

    private func export(_ data: Data) {}
}
// Elsewhere in the project:
// extension UIFont { static func data(from font: UIFont) -> Data? { nil } }
