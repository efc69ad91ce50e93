import UIKit

/// Views whose height other code holds constant: a row the menu pins to a height, a section
/// header the table gives a fixed height, a label the table's header adds, a banner that fixes
/// its own size, a footer label made with a frame of constant height, and a badge passed to a
/// row that pins its accessory to 24 pt. Larger text would clip in each, so the fonts are reported.
final class MenuRowView: UIView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        titleLabel.text = title
        addSubview(titleLabel)
    }
}

final class MenuViewController: UIViewController {
    private let stack = UIStackView()
    private var rowHeight: CGFloat = 56

    func addRow(title: String) {
        let row = MenuRowView()
        row.configure(title: title)
        stack.addArrangedSubview(row)
        row.heightAnchor.constraint(equalToConstant: rowHeight).isActive = true
    }
}

final class DayHeaderView: UITableViewHeaderFooterView {
    let dayLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        dayLabel.font = UIFont.systemFont(ofSize: 20, weight: .bold)
        contentView.addSubview(dayLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class AgendaViewController: UITableViewController {
    let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.font = UIFont.systemFont(ofSize: 13)
        tableView.register(DayHeaderView.self, forHeaderFooterViewReuseIdentifier: "day")
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if section == 0 {
            let summary = UIView()
            summary.addSubview(totalLabel)
            return summary
        }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "day") as? DayHeaderView
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 30 : 44
    }
}

final class OfflineBannerView: UIView {
    private let messageLabel = UILabel()

    func setUp() {
        messageLabel.font = UIFont.systemFont(ofSize: 12)
        messageLabel.numberOfLines = 0
        addSubview(messageLabel)
        snp.makeConstraints { make in
            make.width.equalTo(280)
            make.height.equalTo(60)
        }
    }
}

final class InboxViewController: UITableViewController {
    func showOfflineFooter() {
        let footerLabel = UILabel(frame: .init(x: 0, y: 0, width: 320, height: 24))
        footerLabel.font = .systemFont(ofSize: 12)
        footerLabel.text = "Offline"
        tableView.tableFooterView = footerLabel
    }
}

final class CertificateBadgeView: UIView {
    private let stateLabel = UILabel()

    func setUp() {
        stateLabel.font = UIFont.systemFont(ofSize: 14)
        addSubview(stateLabel)
    }
}

final class SettingsRow {
    init(title: String, accessory: UIView?) {
        if let accessory {
            accessory.heightAnchor.constraint(equalToConstant: 24).isActive = true
        }
    }
}

final class ServerSettingsViewController: UIViewController {
    func makeRows() -> [SettingsRow] {
        [SettingsRow(title: "Certificate", accessory: CertificateBadgeView())]
    }
}
