import UIKit

/// The same shapes where the text can grow: a view with no intrinsic height, a label PinLayout
/// sizes to its text, and a view set as the custom view of something that is no bar item. Their
/// fonts are scaled.
final class TipView: UIView {
    private let tipLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        tipLabel.font = .systemFont(ofSize: 13)
        addSubview(tipLabel)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 240, height: UIView.noIntrinsicMetric)
    }
}

final class QuestHeaderView: UIView {
    private let card = UIView()
    private let questName: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        label.numberOfLines = 0
        return label
    }()

    func setUp() {
        addSubview(card)
        card.addSubview(questName)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        questName.pin.top(8).horizontally(16).sizeToFit(.width)
        card.pin.top().horizontally().height(questName.frame.maxY + 8)
    }
}

final class RewardView: UIView {
    private let rewardLabel = UILabel()

    func update(text: String) {
        rewardLabel.font = .systemFont(ofSize: 14)
        rewardLabel.text = text
    }
}

final class RewardPopup {
    var customView: UIView?
}

final class RewardsViewController: UIViewController {
    private let popup = RewardPopup()

    override func viewDidLoad() {
        super.viewDidLoad()
        let reward = RewardView()
        popup.customView = reward
    }
}

// Elsewhere in the project:
// extension UIView { var pin: PinLayoutProxy { PinLayoutProxy() } }
// struct PinLayoutProxy {
//     enum FitType { case width, height }
//     @discardableResult func top(_ offset: CGFloat = 0) -> PinLayoutProxy { self }
//     @discardableResult func horizontally(_ inset: CGFloat = 0) -> PinLayoutProxy { self }
//     @discardableResult func height(_ value: CGFloat) -> PinLayoutProxy { self }
//     @discardableResult func sizeToFit(_ type: FitType) -> PinLayoutProxy { self }
// }
