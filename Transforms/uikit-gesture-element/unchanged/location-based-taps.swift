import UIKit

/// A board whose tap handler picks a cell from where the finger landed: one button element
/// would leave VoiceOver a single target for many. Reported, not changed.
final class BoardView: UIView {
    var onSelectCell: ((Int, Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        onSelectCell?(Int(point.x / 40), Int(point.y / 40))
    }
}
