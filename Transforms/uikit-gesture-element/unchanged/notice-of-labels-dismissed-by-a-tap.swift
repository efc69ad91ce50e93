import UIKit

// A notice that holds only labels and goes away when tapped: VoiceOver reads its labels, and
// activating one taps the notice under it, so the tap is reachable and no escape method is added.
// A method's `UIButton` parameter is no button the notice holds.
final class SavedNotice: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(detailLabel)
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped() {
        removeFromSuperview()
    }

    @objc private func remove(_ sender: UIButton) {
        removeFromSuperview()
    }
}
