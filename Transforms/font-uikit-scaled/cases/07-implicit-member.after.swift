import UIKit

final class CommentCell: UITableViewCell {
    private let authorLabel = UILabel()
    private let bodyLabel = UILabel()

    func configure(author: String, body: String) {
        authorLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15))
        authorLabel.adjustsFontForContentSizeCategory = true
        authorLabel.text = author
        bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.text = body
    }
}
