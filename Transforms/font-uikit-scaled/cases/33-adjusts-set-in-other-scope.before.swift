import UIKit

final class BalanceView: UIView {
    private let balanceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        balanceLabel.adjustsFontForContentSizeCategory = true
        addSubview(balanceLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(isNegative: Bool) {
        balanceLabel.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
        balanceLabel.textColor = isNegative ? .systemRed : .label
    }
}
