import UIKit

final class CommentCell: UITableViewCell {
    private let authorLabel = UILabel()
    private let bodyLabel = UILabel()

    func configure(author: String, body: String) {
        authorLabel.font = .boldSystemFont(ofSize: 15)
        authorLabel.text = author
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.text = body
    }
}
