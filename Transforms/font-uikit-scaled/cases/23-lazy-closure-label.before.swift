import UIKit

final class EmptyStateView: UIView {
    private lazy var messageLabel: UILabel = {
        let l = UILabel()
        l.font = UIFont.systemFont(ofSize: 16)
        l.textAlignment = .center
        l.numberOfLines = 0
        return l
    }()
}
