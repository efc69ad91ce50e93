import UIKit

/// Fonts stored in a `static let` or a global `let` are made once, the first time they are read:
/// a scaled font there would not follow later text-size changes, so they are reported instead.
let bannerFont = UIFont.systemFont(ofSize: 15, weight: .medium)

enum Typography {
    static let headline = UIFont.systemFont(ofSize: 28, weight: .bold)
    static let badge: UIFont = {
        UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .semibold)
    }()
}
