import UIKit

final class ScoreboardView: UIView {
    private let scoreLabel = UILabel()

    func update(score: Int) {
        scoreLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold))
        scoreLabel.adjustsFontForContentSizeCategory = true
        scoreLabel.text = "\(score)"
    }
}
