import Foundation
#if canImport(UIKit)
import UIKit
#endif

#if os(macOS)
final class LegacyFader {
    func fade(_ view: UIView) {
        UIView.animate(withDuration: 0.3) {
            view.alpha = 0
        }
    }
}
#endif
