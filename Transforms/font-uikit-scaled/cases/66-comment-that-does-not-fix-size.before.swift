import UIKit

final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()

    func configure() {
        // The name is the most prominent line of the header.
        nameLabel.font = UIFont.systemFont(ofSize: 20, weight: .bold)  // bold, like the design
    }
}
