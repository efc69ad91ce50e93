import UIKit

final class CoverView: UIView {
    private let coverLabel = UILabel()

    func configure() {
        if let font = UIFont(name: "Avenir-Heavy", size: 28) {
            coverLabel.font = font
        }
    }
}
