import UIKit

final class PillView: UIView {
    private let pillLabel = UILabel()

    func configure() {
        pillLabel.font = UIFont.systemFont(ofSize: 15); pillLabel.text = "New"
    }
}
