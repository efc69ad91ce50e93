import UIKit

final class LevelView: UIView {
    private let levelLabel = UILabel()

    func configure(level: Int) {
        switch level {
        case 0: levelLabel.font = UIFont.boldSystemFont(ofSize: 20)
        default:
            levelLabel.font = UIFont.systemFont(ofSize: 17)
        }
    }
}
