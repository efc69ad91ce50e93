import UIKit

// A chart legend drawn into fixed rectangles of an image: the attributes change colour per entry,
// and the text is only ever drawn, so its font is no text a person reads at their size.
final class LegendPainter {
    func paintLegend(_ names: [String], colors: [UIColor], width: CGFloat) {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 14)]
        for (index, name) in names.enumerated() {
            attributes.updateValue(colors[index], forKey: .foregroundColor)
            let x = width - CGFloat(22 * names.count) + CGFloat(index * 20)
            name.draw(in: CGRect(x: x, y: 20, width: 20, height: 14), withAttributes: attributes)
        }
    }
}
