import UIKit

/// The grid gives every item 140 pt: larger names would spill out, so they are reported.
final class MemberCell: UICollectionViewCell {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 14)
        label.numberOfLines = 1
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class MembersViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The screen's title sits outside the grid and grows.
        let titleLabel = UILabel()
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        layout.itemSize = CGSize(width: view.bounds.width / 3, height: 140)
    }
}

/// A suggestion list whose rows the same code holds at 35 pt.
final class TagPicker {
    var cellHeight: CGFloat = 44
    var textFont: UIFont = .preferredFont(forTextStyle: .body)
}

final class TagSuggestions {
    let picker = TagPicker()

    func show() {
        picker.cellHeight = 35
        picker.textFont = UIFont.boldSystemFont(ofSize: 15)
    }
}
