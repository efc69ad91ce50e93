import UIKit

/// Labels placed through a list, a stack or a helper are on screen and still scale; so is one
/// made in a method and handed to a stack.
final class TransferSummaryView: UIView {
    private lazy var speedLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption2)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()
    private let sizeLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        sizeLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .medium))
        sizeLabel.adjustsFontForContentSizeCategory = true
        [speedLabel, sizeLabel].forEach(stack.addArrangedSubview)
        addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func addNote(_ text: String) {
        let note = UILabel()
        note.font = .preferredFont(forTextStyle: .subheadline)
        note.adjustsFontForContentSizeCategory = true
        note.text = text
        stack.addArrangedSubview(note)
    }
}
