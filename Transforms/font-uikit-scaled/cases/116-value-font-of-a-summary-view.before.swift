import UIKit

/// A summary view whose value text is a label that grows with its content.
final class SummaryTileView: UIView {
    let valueLabel = UILabel()
    var valueFont: UIFont {
        get { valueLabel.font }
        set { valueLabel.font = newValue }
    }
}

final class StatsCell: UITableViewCell {
    func show(total: String) {
        let tile = SummaryTileView()
        tile.valueLabel.text = total
        tile.valueFont = UIFont.systemFont(ofSize: 10)
        contentView.addSubview(tile)
    }
}
