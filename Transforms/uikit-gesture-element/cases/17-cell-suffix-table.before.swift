import UIKit

final class OrderSummaryCell: UITableViewCell {
    @IBOutlet private weak var totalLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showOrder)))
    }

    @objc private func showOrder() {}
}
