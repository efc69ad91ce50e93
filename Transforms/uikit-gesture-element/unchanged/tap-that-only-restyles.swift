import UIKit

/// A badge whose tap only swaps its colours, a playful touch: no function or information is lost
/// to VoiceOver, so nothing is reported.
final class MascotBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(badgeTapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func badgeTapped() {
        let next = backgroundColor == .systemTeal ? UIColor.systemPink : UIColor.systemTeal
        backgroundColor = next
        layer.borderColor = next.cgColor
    }
}
