import UIKit

/// A minus and a plus beside a slider step its value: they decrease and increase it, and remove
/// or add nothing. Named with the value where the code names it (`brushSize`); the list's plus
/// inserts a row, and is named by that action.
final class BrushPanel: UIView {
    private let slider = WidthSlider()
    private var brushSize: CGFloat = 4
    private var rows: [String] = []

    func setup() {
        let minusButton = UIButton(type: .system)
        minusButton.setImage(UIImage(systemName: "minus"), for: .normal)
        minusButton.addAction(
            UIAction { [weak slider] _ in
                guard let slider, slider.value > slider.minimumValue else { return }
                slider.value -= 1
                slider.sendActions(for: .valueChanged)
            }, for: .touchUpInside)
        addSubview(minusButton)

        let plusButton = UIButton(type: .system)
        plusButton.setImage(UIImage(systemName: "plus"), for: .normal)
        plusButton.addAction(UIAction { [weak slider] _ in slider?.value += 1 }, for: .touchUpInside)
        addSubview(plusButton)

        let thinner = UIButton(type: .system)
        thinner.setImage(UIImage(systemName: "minus.circle"), for: .normal)
        thinner.addTarget(self, action: #selector(thinnerBrush), for: .touchUpInside)
        addSubview(thinner)

        let addRow = UIButton(type: .system)
        addRow.setImage(UIImage(systemName: "plus"), for: .normal)
        addRow.addAction(UIAction { [weak self] _ in self?.insertRow() }, for: .touchUpInside)
        addSubview(addRow)
    }

    private func insertRow() {
        rows.insert("Row \(rows.count + 1)", at: 0)
    }

    @objc private func thinnerBrush() {
        brushSize = brushSize - 0.5
    }
}

// Elsewhere in the project:
// final class WidthSlider: UIControl { var value: Float = 0; var minimumValue: Float = 0 }
