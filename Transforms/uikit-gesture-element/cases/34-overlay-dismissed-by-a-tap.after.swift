import UIKit

protocol BadgeOverlayDelegate: AnyObject {
    func dismissOverlay()
    func openBadgeDetails()
}

/// An overlay explaining a badge, dismissed by a tap anywhere on it: VoiceOver reads its title and
/// button, but its activation never lands on the backdrop, so the escape gesture is given the
/// tap's dismissal. A card whose tap opens something is a control, and stays a finding.
final class BadgeOverlay: UIView {
    weak var delegate: BadgeOverlayDelegate?
    private let titleLabel = UILabel()
    private let moreButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(moreButton)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backdropTapped)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func backdropTapped() {
        delegate?.dismissOverlay()
    }

    override func accessibilityPerformEscape() -> Bool {
        delegate?.dismissOverlay()
        return true
    }
}

final class BadgeCard: UIView {
    weak var delegate: BadgeOverlayDelegate?
    private let titleLabel = UILabel()
    private let moreButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(moreButton)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func cardTapped() {
        delegate?.openBadgeDetails()
    }
}

final class ProfileController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(BadgeOverlay())
        view.addSubview(BadgeCard())
    }
}
