#if os(iOS)
import UIKit
#else
import AppKit
#endif

#if os(iOS)
final class CompactStatusView: UIView {
    private let statusLabel = UILabel()

    func configure() {
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.font = .boldSystemFont(ofSize: 15)
    }
}
#endif
