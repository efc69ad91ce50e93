import UIKit

final class OnboardingView: UIView {
    private let heroLabel = UILabel()
    private let stepLabel = UILabel()
    private let legalLabel = UILabel()
    private let hintLabel = UILabel()

    func applyFonts() {
        heroLabel.font = UIFont.systemFont(ofSize: 40, weight: .bold)
        stepLabel.font = UIFont.systemFont(ofSize: 24)
        legalLabel.font = UIFont.systemFont(ofSize: 10)
        hintLabel.font = UIFont.systemFont(ofSize: 31)
    }
}
