import UIKit

final class FolderCell: UICollectionViewListCell {
    private let folderTitle = UILabel()
    private let unreadCountLabel = UILabel()

    // Sizes read from a preferred font already follow the user's text size.
    func configure(title: String, unread: Int) {
        folderTitle.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .semibold)
        let footnoteSize = UIFont.preferredFont(forTextStyle: .footnote).pointSize
        unreadCountLabel.font = .monospacedDigitSystemFont(ofSize: footnoteSize, weight: .regular)
        folderTitle.text = title
        unreadCountLabel.text = "\(unread)"
    }

    func logFont(weight: UIFont.Weight) -> UIFont {
        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
        return UIFont.monospacedSystemFont(ofSize: bodySize + 1, weight: weight)
    }
}
