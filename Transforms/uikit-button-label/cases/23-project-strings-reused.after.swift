import UIKit

/// A project that translates through SwiftGen: the label reuses the member that already holds
/// the same English words, instead of a new `String(localized:)` key.
final class BrowserToolbar: UIView {
    private let reloadButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        reloadButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        reloadButton.accessibilityLabel = L10n.refreshLabel // [VERIFY] confirm label matches intent
        reloadButton.addTarget(self, action: #selector(refresh), for: .touchUpInside)
        addSubview(reloadButton)
        let title = UILabel()
        title.text = L10n.browserTitle
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func refresh() {}
}

internal enum L10n {
    /// Browser
    internal static var browserTitle: String { return L10n.tr("Localizable", "browser_title") }
    /// Refresh
    internal static var refreshLabel: String { return L10n.tr("Localizable", "refresh_label") }

    private static func tr(_ table: String, _ key: String) -> String {
        NSLocalizedString(key, tableName: table, comment: "")
    }
}
