import UIKit

final class BubbleCell: UITableViewCell {
    private let bodyLabel = UILabel()

    // The font sets the label's text as well as measuring it: it is text the user reads.
    func configure(text: String, width: CGFloat) -> CGFloat {
        let bodyFont = UIFont.preferredFont(forTextStyle: .callout)
        bodyLabel.font = bodyFont
        bodyLabel.text = text
        let bounds = (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin,
            attributes: [.font: bodyFont],
            context: nil
        )
        return bounds.height
    }
}
