import UIKit

/// A count badge the cell places by hand: its frame is computed in layoutSubviews, not constrained.
final class CountBadgeCell: UITableViewCell {
    private let countLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        countLabel.font = UIFont.boldSystemFont(ofSize: 13)
        countLabel.textAlignment = .center
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = countLabel.intrinsicContentSize
        countLabel.frame = CGRect(
            x: contentView.bounds.maxX - size.width - 12, y: contentView.bounds.midY - size.height / 2,
            width: size.width, height: size.height)
    }
}

/// An empty state whose big emoji is decoration: VoiceOver skips it, and the message says it all.
final class EmptyInboxView: UIView {
    private let emojiLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        emojiLabel.isAccessibilityElement = false
        emojiLabel.font = .systemFont(ofSize: 48)
        emojiLabel.textAlignment = .center
        addSubview(emojiLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Elsewhere in the project:
// import SnapKit
// enum Metrics { static let badge = CGSize(width: 28, height: 28) }

/// A reaction chip whose emoji label is pinned to the chip's constant badge size.
final class ReactionChip: UIView {
    private let glyphLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        glyphLabel.font = UIFont.systemFont(ofSize: 18)
        addSubview(glyphLabel)
        glyphLabel.snp.makeConstraints { make in
            make.size.equalTo(Metrics.badge)
            make.center.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
