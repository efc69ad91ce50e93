import SnapKit
import UIKit

/// Labels held at a constant height by SnapKit, a frame or a visual format: a larger font would be
/// clipped, so each is reported instead of scaled.
final class PlayerBarView: UIView {
    private let titleLabel = UILabel()
    private let timeLabel = UILabel()

    func setUp() {
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(19)
        }
        timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        addSubview(timeLabel)
        timeLabel.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom)
            $0.height.equalTo(16)
        }
    }

    func makeAvatarInitial() -> UILabel {
        let initialLabel = UILabel()
        initialLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        addSubview(initialLabel)
        initialLabel.snp.makeConstraints { make in
            make.size.equalTo(32)
        }
        return initialLabel
    }

    func makeBadge() -> UILabel {
        let badgeLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badgeLabel.font = .boldSystemFont(ofSize: 11)
        return badgeLabel
    }

    func makeCaption() -> UILabel {
        let captionLabel = UILabel()
        captionLabel.font = .systemFont(ofSize: 13)
        captionLabel.frame = CGRect(x: 8, y: 4, width: bounds.width - 16, height: 18)
        return captionLabel
    }

    func makeHint() -> UILabel {
        let hintLabel = UILabel()
        hintLabel.font = .systemFont(ofSize: 12)
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-4-[hintLabel(16)]", metrics: nil, views: ["hintLabel": hintLabel]))
        return hintLabel
    }

    func makeCloseButton() -> UIButton {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 28))
        button.titleLabel?.font = .systemFont(ofSize: 14, weight: .medium)
        return button
    }
}
