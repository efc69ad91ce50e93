import UIKit

final class EmptyStateView: UIView {
    private lazy var messageLabel: UILabel = {
        let l = UILabel()
        l.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: UIFont.systemFont(ofSize: 16))
        l.adjustsFontForContentSizeCategory = true
        l.textAlignment = .center
        l.numberOfLines = 0
        return l
    }()
}
