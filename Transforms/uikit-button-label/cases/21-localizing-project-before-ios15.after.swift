import UIKit

// Below iOS 15 there is no String(localized:): the label is looked up with NSLocalizedString.
final class PlayerControlsView: UIView {
    private let rewindButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        rewindButton.setImage(UIImage(systemName: "gobackward.15"), for: .normal)
        rewindButton.accessibilityLabel = NSLocalizedString("Skip back", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
        rewindButton.addTarget(self, action: #selector(skipBackTapped), for: .touchUpInside)
        rewindButton.accessibilityHint = NSLocalizedString("Goes back fifteen seconds", comment: "Rewind hint")
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc private func skipBackTapped() {}
}
