import UIKit

final class TagChipView: UIView {
    private let label = UILabel()

    convenience init(tag: String) {
        self.init(frame: .zero)
        label.text = tag
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(selectTag)))
    }

    @objc private func selectTag() {}
}
