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
        balanceLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .semibold))
        balanceLabel.adjustsFontForContentSizeCategory = true
        balanceLabel.textColor = isNegative ? .systemRed : .label
    }
}
