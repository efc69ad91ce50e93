import UIKit

final class EmptyStateView: UIView {
    private lazy var messageLabel: UILabel = {
        let l = UILabel()
        l.font = UIFont.preferredFont(forTextStyle: .callout)
        l.adjustsFontForContentSizeCategory = true
        l.textAlignment = .center
        l.numberOfLines = 0
        return l
    }()
}
