import UIKit

/// Views that other code lays out without holding their height: a row with a minimum height,
/// a row whose constant height gives way to its content, a card made with a frame that a stack
/// view replaces, a section header of a table whose headers size themselves, and a chip passed
/// to an initializer that does not hold it (another one of the same label does). Their fonts
/// are scaled.
final class SettingRowView: UIView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .medium))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.text = title
        addSubview(titleLabel)
    }
}

final class NoteRowView: UIView {
    private let bodyLabel = UILabel()

    func configure(text: String) {
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.text = text
        addSubview(bodyLabel)
    }
}

final class TipCardView: UIView {
    private let tipLabel = UILabel()

    func configure(tip: String) {
        tipLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        tipLabel.adjustsFontForContentSizeCategory = true
        tipLabel.numberOfLines = 0
        tipLabel.text = tip
        addSubview(tipLabel)
    }
}

final class SettingsViewController: UIViewController {
    private let stack = UIStackView()

    func addRows() {
        let row = SettingRowView()
        row.configure(title: "Notifications")
        stack.addArrangedSubview(row)
        row.heightAnchor.constraint(greaterThanOrEqualToConstant: 56).isActive = true

        let note = NoteRowView()
        note.configure(text: "Sent once a day")
        stack.addArrangedSubview(note)
        note.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultLow).isActive = true

        let card = TipCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        card.configure(tip: "Swipe to archive")
        stack.addArrangedSubview(card)
    }
}

final class MonthHeaderView: UITableViewHeaderFooterView {
    let monthLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        monthLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .bold))
        monthLabel.adjustsFontForContentSizeCategory = true
        monthLabel.numberOfLines = 0
        contentView.addSubview(monthLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class HistoryViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "month") as? MonthHeaderView
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
}

final class SyncChipView: UIView {
    private let stateLabel = UILabel()

    func setUp() {
        stateLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        stateLabel.adjustsFontForContentSizeCategory = true
        stateLabel.numberOfLines = 0
        addSubview(stateLabel)
    }
}

final class AccountRow {
    init(title: String, accessory: UIView?) {
        if let accessory {
            accessory.heightAnchor.constraint(equalToConstant: 24).isActive = true
        }
    }

    init(subtitle: String, accessory: UIView?) {}
}

final class AccountViewController: UIViewController {
    func makeRows() -> [AccountRow] {
        [AccountRow(subtitle: "Sync", accessory: SyncChipView())]
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
