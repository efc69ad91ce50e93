import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    // let hud = ShortcutHUD(title: "Lock")
    let banner = StatusBanner()
}

/// Only commented-out code made it: its text is never shown.
final class ShortcutHUD: UIControl {
    private let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 13)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}

final class StatusBanner: UIView {
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        messageLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13))
        messageLabel.adjustsFontForContentSizeCategory = true
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { nil }
}
