import UIKit

/// A Mac Catalyst app whose only device family is the Mac (`TARGETED_DEVICE_FAMILY` "6"): no
/// iPhone or iPad runs this code, and Mac text follows no size setting, so its fonts keep their sizes.
final class SnapshotTileCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .systemFont(ofSize: 10, weight: .medium)
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 10, weight: .regular)
        contentView.addSubview(nameLabel)
        contentView.addSubview(timeLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
