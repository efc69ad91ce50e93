import UIKit

final class ScoreboardView: UIView {
    private let scoreLabel = UILabel()

    func update(score: Int) {
        scoreLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold)
        scoreLabel.text = "\(score)"
    }
}
