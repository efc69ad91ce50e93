import UIKit

/// An action sheet whose buttons all come from one factory that pins them to 52 pt: the cancel
/// button's larger title would clip like the others'.
final class ActionSheetView: UIView {
    private let stack = UIStackView()

    func addActions(_ titles: [String], cancelTitle: String) {
        for title in titles {
            stack.addArrangedSubview(makeButton(title: title))
        }
        let button = makeButton(title: cancelTitle)
        button.titleLabel?.font = .boldSystemFont(ofSize: 19)
        stack.addArrangedSubview(button)
    }

    private func makeButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.heightAnchor.constraint(equalToConstant: 52).isActive = true
        return button
    }
}
