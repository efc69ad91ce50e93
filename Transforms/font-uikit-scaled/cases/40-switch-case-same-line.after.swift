import UIKit

final class LevelView: UIView {
    private let levelLabel = UILabel()

    func configure(level: Int) {
        switch level {
        case 0: levelLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.boldSystemFont(ofSize: 20))
            levelLabel.adjustsFontForContentSizeCategory = true
        default:
            levelLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
            levelLabel.adjustsFontForContentSizeCategory = true
        }
    }
}
