import UIKit

extension NSAttributedString {
    /// The height this text takes at `width`.
    func heightForView(withWidth width: CGFloat) -> CGFloat {
        ceil(boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).height)
    }
}

extension NSMutableAttributedString {
    func setFont(_ font: UIFont) {
        addAttribute(.font, value: font, range: NSRange(location: 0, length: length))
    }
}

/// Row heights estimated ahead of layout: the cell's own label, laid out in its xib, draws the text.
enum NoteRowHeights {
    static func heightFor(note: String, width: CGFloat) -> CGFloat {
        let measured = NSMutableAttributedString(
            string: note, attributes: [.font: UIFont.systemFont(ofSize: 14)])
        return measured.heightForView(withWidth: width - 32) + 12
    }

    static func heightFor(summary: String, width: CGFloat) -> CGFloat {
        let measured = NSMutableAttributedString(string: summary)
        measured.setFont(.systemFont(ofSize: 13))
        return measured.heightForView(withWidth: width) + 8
    }
}

/// A sparkline rendered into an image: its labels are part of the picture.
final class SparklineRenderer {
    func image(of values: [Double], size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            drawCaption("max \(values.max() ?? 0)", at: CGPoint(x: 2, y: 2))
        }
    }

    private func drawCaption(_ text: String, at point: CGPoint) {
        let styled = Self.caption(text)
        let size = styled.size()
        styled.draw(in: CGRect(origin: point, size: size))
    }

    private static func caption(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: UIFont(name: "Menlo", size: 9)!])
    }
}
