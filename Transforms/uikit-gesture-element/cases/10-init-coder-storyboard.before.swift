import UIKit

final class ColorSwatchView: UIView {
    var color: UIColor = .systemBlue

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pickColor)))
    }

    @objc private func pickColor() {}
}
