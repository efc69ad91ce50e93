import UIKit

/// Rows size themselves, so the cell's label is scaled; a size a closure is handed is its
/// caller's to choose, and is left alone.
final class EpisodeCell: UITableViewCell {
    let titleLabel = UILabel()

    func configure() {
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
    }
}

final class EpisodesTable: UITableViewController {
    let sizes: [CGFloat] = [12, 15]

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    func previewFonts() -> [UIFont] {
        sizes.map { size in UIFont.systemFont(ofSize: size) }
    }
}
