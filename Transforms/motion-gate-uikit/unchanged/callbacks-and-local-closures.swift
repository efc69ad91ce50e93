import UIKit

// A block that only calls back into code its owner sets, or runs a local closure that only
// recolours, shows no motion here: both are left alone.
final class PressableView: UIView {
    var onPressEnded: (() -> Void)?

    @objc func released() {
        UIView.animate(withDuration: 0.3) { [weak self] in
            self?.onPressEnded?()
        }
    }
}

final class ChoiceCell: UITableViewCell {
    private let choiceLabel = UILabel()

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        let applySelection = {
            self.contentView.backgroundColor = selected ? .systemBlue : .clear
            self.choiceLabel.textColor = selected ? .white : .label
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: {
                applySelection()
            })
        } else {
            applySelection()
        }
    }
}
