import UIKit

final class FooterView: UIView {
    private let versionLabel = UILabel()

    func configure(version: String) {
        versionLabel.text = version
        versionLabel.font = UIFont.systemFont(ofSize: 11)
    }
}