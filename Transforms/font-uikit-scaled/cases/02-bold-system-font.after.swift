import UIKit

final class SectionHeaderView: UITableViewHeaderFooterView {
    private let headerLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        headerLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.boldSystemFont(ofSize: 22))
        headerLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(headerLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
