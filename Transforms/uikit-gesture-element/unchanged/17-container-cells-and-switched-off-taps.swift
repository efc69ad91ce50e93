import UIKit

// A cell holding its own button and list: VoiceOver reads those one by one, never the cell.
final class PlanCardCell: UICollectionViewCell {
    @IBOutlet weak var featureList: UITableView!
    @IBOutlet weak var chooseButton: UIButton!
    @IBOutlet weak var captionLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusCard)))
    }

    @objc private func focusCard() {}
}

// The tap acts only while a flag holds, which callers and subclasses turn off.
class DetailValueCell: UITableViewCell {
    let titleLabel = UILabel()
    var offersCopy = true

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showCopyMenu)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showCopyMenu() {
        if !offersCopy { return }
        UIPasteboard.general.string = titleLabel.text
    }
}

final class ReadOnlyValueCell: DetailValueCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        offersCopy = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
