import UIKit

/// A title that is a word, or a label that shows a symbol in one case and words in another, is
/// text: its font scales.
final class FiltersHeaderController {
    func configure(_ header: FiltersHeaderView, online: Bool) {
        header.toggleButton.setTitle("Show all", for: .normal)
        header.toggleButton.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.boldSystemFont(ofSize: 17))
        header.toggleButton.titleLabel?.adjustsFontForContentSizeCategory = true
        header.statusLabel.text = online ? "●" : "Offline"
        header.statusLabel.font = .preferredFont(forTextStyle: .footnote)
        header.statusLabel.adjustsFontForContentSizeCategory = true
    }
}

final class FiltersHeaderView: UICollectionReusableView {
    let toggleButton = UIButton(type: .system)
    let statusLabel = UILabel()
}
