#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if os(iOS)
final class StatusBarView: UIView {
    private let batteryLabel = UILabel()

    func configure() {
        batteryLabel.font = UIFont.systemFont(ofSize: 12, weight: .medium)
    }
}
#endif
