import UIKit

/// A project that translates through SwiftGen keeps words for labels in an accessibility
/// namespace: the settings button reuses `L10n.Accessibility.Viewer.settings`, which the generated
/// file declares. The share button's words are only in another screen's namespace
/// (`L10n.Gallery.share`), which may be translated for that screen: a new string, not that one.
final class ViewerToolbar: UIView {
    private let settingsButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        settingsButton.setImage(UIImage(systemName: "gearshape"), for: .normal)
        settingsButton.accessibilityLabel = L10n.Accessibility.Viewer.settings // [VERIFY] confirm label matches intent
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.accessibilityLabel = NSLocalizedString("Share", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
        let title = UILabel()
        title.text = L10n.Viewer.title
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

internal enum L10n {
    internal enum Accessibility {
        internal enum Viewer {
            /// Settings
            internal static var settings: String { return L10n.tr("Localizable", "accessibility.viewer.settings") }
        }
    }
    internal enum Gallery {
        /// Share
        internal static var share: String { return L10n.tr("Localizable", "gallery.share") }
    }
    internal enum Viewer {
        /// Viewer
        internal static var title: String { return L10n.tr("Localizable", "viewer.title") }
    }

    private static func tr(_ table: String, _ key: String) -> String {
        NSLocalizedString(key, tableName: table, comment: "")
    }
}
