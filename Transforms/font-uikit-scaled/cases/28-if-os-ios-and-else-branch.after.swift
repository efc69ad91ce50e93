#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if os(iOS)
final class StatusBarView: UIView {
    private let batteryLabel = UILabel()

    func configure() {
        batteryLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 12, weight: .medium))
        batteryLabel.adjustsFontForContentSizeCategory = true
    }
}
#endif
