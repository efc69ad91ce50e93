import UIKit

/// Labels added to a view of constant height, and cells of a table whose rows have a constant
/// height: the text cannot grow taller than its container, so they are reported.
final class ToastView: UIView {
    private let messageLabel = UILabel()
    private let pillView = UIView()

    func setUp() {
        messageLabel.font = .systemFont(ofSize: 14)
        pillView.addSubview(messageLabel)
        addSubview(pillView)
        pillView.heightAnchor.constraint(equalToConstant: 32).isActive = true
    }
}

final class ServerCell: UITableViewCell {
    private let nameLabel = UILabel()

    func setUp() {
        nameLabel.font = .systemFont(ofSize: 16, weight: .medium)
        contentView.addSubview(nameLabel)
    }
}

final class ServerListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(ServerCell.self, forCellReuseIdentifier: "server")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "server", for: indexPath)
        cell.detailTextLabel?.font = .systemFont(ofSize: 12)
        return cell
    }
}

final class StatRowView: UIView {
    func setUp() {
        let valueLabel = UILabel()
        valueLabel.font = .systemFont(ofSize: 13, weight: .medium)
        let row = UIStackView(arrangedSubviews: [valueLabel])
        row.heightAnchor.constraint(equalToConstant: 24).isActive = true
        addSubview(row)
    }
}
