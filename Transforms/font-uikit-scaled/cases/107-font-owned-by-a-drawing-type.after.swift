import UIKit

/// Fonts held by types that draw their text into a context (a value type, a plain class): the
/// font is scaled, but `self` has no adjustsFontForContentSizeCategory, so no line or advice about it.
struct StampStyle {
    var font: UIFont
    var angle: CGFloat

    init(angle: CGFloat = 30) {
        self.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        self.angle = angle
    }

    func draw(_ text: String, in context: CGContext, at point: CGPoint) {
        context.saveGState()
        context.rotate(by: angle * .pi / 180)
        (text as NSString).draw(at: point, withAttributes: [.font: font])
        context.restoreGState()
    }
}

final class CaptionPainter {
    var font: UIFont

    init() {
        self.font = UIFont.preferredFont(forTextStyle: .caption1)
    }
}
