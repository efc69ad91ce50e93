import UIKit

final class OnboardingView: UIView {
    private let heroLabel = UILabel()
    private let stepLabel = UILabel()
    private let legalLabel = UILabel()
    private let hintLabel = UILabel()

    func applyFonts() {
        heroLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 40, weight: .bold))
        heroLabel.adjustsFontForContentSizeCategory = true
        stepLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 24))
        stepLabel.adjustsFontForContentSizeCategory = true
        legalLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont.systemFont(ofSize: 10))
        legalLabel.adjustsFontForContentSizeCategory = true
        hintLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 31))
        hintLabel.adjustsFontForContentSizeCategory = true
    }
}
