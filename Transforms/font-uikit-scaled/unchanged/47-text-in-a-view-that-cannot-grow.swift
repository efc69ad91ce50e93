import UIKit

/// Text in views that cannot grow with it: a banner that asks for a constant height, a pill that
/// PinLayout sizes to 40 pt on every layout pass, a counter a toolbar item shows as its custom
/// view. Larger text would clip in the first two (reported); a bar keeps its height and offers the
/// Large Content Viewer instead (left alone).
final class StreakBannerView: UIView {
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.font = .systemFont(ofSize: 13)
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 72)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return CGSize(width: size.width, height: 72)
    }
}

final class RoleChipView: UIView {
    private let chip = UIView()
    private let roleName: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        return label
    }()

    func setUp() {
        addSubview(chip)
        chip.addSubview(roleName)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chip.pin.width(120).height(40).hCenter().top()
        roleName.pin.vertically().sizeToFit(.height).hCenter()
    }
}

final class DraftCountView: UIView {
    private let countLabel = UILabel()

    func update(count: Int) {
        countLabel.font = .monospacedDigitSystemFont(ofSize: 11, weight: .bold)
        countLabel.text = "\(count)"
    }
}

final class ComposeViewController: UIViewController {
    private let draftsItem = UIBarButtonItem()
    private var draftCount: DraftCountView!

    override func viewDidLoad() {
        super.viewDidLoad()
        draftCount = DraftCountView()
        draftsItem.customView = draftCount
    }
}
