import UIKit

final class SwatchView: UIView {
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pick)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func pick() {}
}
