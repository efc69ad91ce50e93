import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let hud = ShortcutHUD(title: "Lock")
}

final class ShortcutHUD: UIControl {
    private let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.numberOfLines = 0
        titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}
