import UIKit

final class SectionHeaderView: UITableViewHeaderFooterView {
    private let headerLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        headerLabel.font = UIFont.boldSystemFont(ofSize: 22)
        contentView.addSubview(headerLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
