import UIKit

/// A label made with a frame but placed by constraints in a stack: the frame is only its starting
/// size, so the label grows with its text and its font scales.
final class OnboardingPageView: UIView {
    private let stackView = UIStackView()

    func addHeading(_ text: String) {
        let headingLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
        headingLabel.text = text
        headingLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 24, weight: .bold))
        headingLabel.adjustsFontForContentSizeCategory = true
        headingLabel.numberOfLines = 0
        headingLabel.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(headingLabel)
    }
}
