#if os(macOS)
import AppKit
typealias PlatformLabel = NSTextField
#else
import UIKit
typealias PlatformLabel = UILabel
#endif

final class SharedBadgeFactory {
    func configure(_ badgeLabel: PlatformLabel) {
#if os(macOS)
        badgeLabel.font = NSFont.systemFont(ofSize: 11)
#else
        badgeLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont.systemFont(ofSize: 11, weight: .semibold))
        badgeLabel.adjustsFontForContentSizeCategory = true
#endif
    }
}
