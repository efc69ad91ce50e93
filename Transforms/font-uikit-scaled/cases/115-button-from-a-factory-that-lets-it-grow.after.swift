import UIKit

/// Looks like the fixed action sheet, but the factory gives its buttons a minimum height only:
/// they grow with their titles.
final class ChoiceListView: UIView {
    private let stack = UIStackView()

    func addChoice(_ title: String) {
        let button = makeButton(title: title)
        button.titleLabel?.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 19))
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        stack.addArrangedSubview(button)
    }

    private func makeButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.numberOfLines = 0
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 52).isActive = true
        return button
    }
}
