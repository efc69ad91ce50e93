import UIKit

/// Fonts of a document laid out for paper: a print formatter's attributed string and a page
/// renderer's header. A printed page has no text-size setting; its point sizes are the design.
final class ReceiptPrintFormatter {
    private enum Fonts {
        static let title = UIFont.boldSystemFont(ofSize: 16)
        static let line = UIFont.systemFont(ofSize: 11)
    }

    func attributedReceipt(lines: [String]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Receipt\n", attributes: [.font: Fonts.title])
        for line in lines {
            text.append(NSAttributedString(string: line + "\n", attributes: [.font: Fonts.line]))
        }
        return text
    }
}

final class StatementPageRenderer: UIPrintPageRenderer {
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        let header = NSAttributedString(
            string: "Page \(pageIndex + 1)", attributes: [.font: UIFont.systemFont(ofSize: 9)])
        header.draw(in: headerRect)
    }
}
