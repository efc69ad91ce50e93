import UIKit

/// A badge whose tap changes state as well as its colour: it stays a control VoiceOver must reach.
final class StarBadgeView: UIView {
    var isStarred = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(starTapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func starTapped() {
        isStarred.toggle()
        backgroundColor = isStarred ? .systemYellow : .clear
    }
}
