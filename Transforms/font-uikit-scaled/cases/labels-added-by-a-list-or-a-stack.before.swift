import UIKit

/// Labels placed through a list, a stack or a helper are on screen and still scale; so is one
/// made in a method and handed to a stack.
final class TransferSummaryView: UIView {
    private lazy var speedLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 11)
        return label
    }()
    private let sizeLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        sizeLabel.font = .systemFont(ofSize: 13, weight: .medium)
        [speedLabel, sizeLabel].forEach(stack.addArrangedSubview)
        addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func addNote(_ text: String) {
        let note = UILabel()
        note.font = .systemFont(ofSize: 15)
        note.text = text
        stack.addArrangedSubview(note)
    }
}
