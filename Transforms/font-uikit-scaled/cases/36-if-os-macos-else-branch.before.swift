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
        badgeLabel.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
#endif
    }
}
