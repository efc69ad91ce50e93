import UIKit

/// Fonts that draw no text: read for their name or descriptor, a fallback for measuring a view's
/// font, and a label built only to be drawn into a map pin's image.
final class PinRenderer {
    func roundedFont() -> UIFont? {
        let base = UIFont.systemFont(ofSize: 20, weight: .semibold)
        guard let descriptor = base.fontDescriptor.withDesign(.rounded) else { return nil }
        return UIFont(descriptor: descriptor, size: 0)
    }

    func familyOfSystemFont() -> String {
        UIFont.systemFont(ofSize: 14).familyName
    }

    func lineHeight(of label: UILabel) -> CGFloat {
        (label.font ?? .systemFont(ofSize: 16)).lineHeight
    }

    func pinImage(title: String) -> UIImage {
        let label = UILabel()
        label.text = title
        label.font = .boldSystemFont(ofSize: 12)
        label.sizeToFit()
        let renderer = UIGraphicsImageRenderer(size: label.bounds.size)
        return renderer.image { context in
            label.layer.render(in: context.cgContext)
        }
    }
}
