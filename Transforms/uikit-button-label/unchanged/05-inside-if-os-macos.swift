#if os(macOS)
import AppKit
#else
import UIKit
#endif

#if os(macOS)
final class LegacyBridge {
    func configure(_ button: UIButton) {
        button.setImage(UIImage(systemName: "trash"), for: .normal)
    }
}
#endif
