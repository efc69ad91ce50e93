import UIKit

final class ReceiptHeaderView: UIView {
    private let totalLabel = UILabel()
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        totalLabel.font = UIFont.boldSystemFont(ofSize: 19)
        totalLabel.numberOfLines = 0
        noteLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        noteLabel.adjustsFontForContentSizeCategory = true
        addSubview(totalLabel)
        addSubview(noteLabel)
    }

    required init?(coder: NSCoder) { nil }
}
