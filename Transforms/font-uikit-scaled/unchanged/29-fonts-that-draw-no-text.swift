import UIKit

/// Fonts that draw no text: read for their name, a fallback for measuring a view's
/// font, and a label built only to be drawn into a map pin's image.
final class PinRenderer {
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

/// The font drawn is the rounded one made from this font's descriptor at a fixed size; this font
/// is only its fallback, so scaling it would change nothing: it is reported.
final class MeterView: UIView {
    let numberLabel: UILabel = {
        let label = UILabel()
        label.font = {
            let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            return font.fontDescriptor.withDesign(.rounded).flatMap { UIFont(descriptor: $0, size: 20) } ?? font
        }()
        return label
    }()
}
