import UIKit

/// `BannerTextView` is a project `UIView` that passes `font` to a label inside: it has no
/// `adjustsFontForContentSizeCategory`, so the font is scaled, no such line is written, and a
/// finding says to set it on the label inside.
final class BannerTextView: UIView {
    private let inner = UILabel()

    var font: UIFont? {
        get { inner.font }
        set { inner.font = newValue }
    }
}

final class CallScreenController: UIViewController {
    private lazy var statusLabel: BannerTextView = {
        let label = BannerTextView()
        label.font = .systemFont(ofSize: 16, weight: .semibold)
        return label
    }()
}
