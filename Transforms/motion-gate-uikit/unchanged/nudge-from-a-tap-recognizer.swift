import UIKit

// A tap on a "slide to unlock" track nudges the knob out and back: it is all the tap does besides
// a log line, so gating it would leave the tap with no visible response. It is reported.
final class SlideToUnlockView: UIView {
    private let knob = UIView()
    private var knobLeading: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hintToSlide(sender:))))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func hintToSlide(sender: UITapGestureRecognizer) {
        print("hint")
        UIView.animate(
            withDuration: 0.25,
            animations: {
                self.knobLeading?.constant = 40
                self.layoutIfNeeded()
            },
            completion: { _ in
                UIView.animate(withDuration: 0.25) {
                    self.knobLeading?.constant = 0
                    self.layoutIfNeeded()
                }
            })
    }
}
