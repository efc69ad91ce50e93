import UIKit

final class MessageLayout {
    // Fonts that only measure text: the cells set their own fonts.
    private let measuringFont = UIFont.systemFont(ofSize: 15)

    func height(of message: String, width: CGFloat) -> CGFloat {
        let bounds = (message as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: measuringFont],
            context: nil
        )
        return ceil(bounds.height) + 16
    }

    func width(of tag: String) -> CGFloat {
        let size = (tag as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
        return ceil(size.width) + 12
    }

    func titleHeight(_ title: String) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        let measured = NSAttributedString(string: title, attributes: attributes)
        return measured.size().height
    }
}
