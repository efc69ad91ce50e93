import UIKit

/// An estimated item size lets the cells size themselves: their text can grow.
final class TopicCell: UICollectionViewCell {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 14))
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class TopicsViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 120, height: 140)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
}
