import UIKit

// tvOS text styles are fixed sizes with no user text-size setting: nothing to scale.
#if os(tvOS)
final class ShelfTitleView: UIView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.font = UIFont.systemFont(ofSize: 38, weight: .semibold)
        titleLabel.text = title
    }
}
#endif
