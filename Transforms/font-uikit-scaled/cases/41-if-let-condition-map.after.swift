import UIKit

final class CoverView: UIView {
    private let coverLabel = UILabel()

    func configure() {
        if let font = UIFont(name: "Avenir-Heavy", size: 28).map({ UIFontMetrics(forTextStyle: .title1).scaledFont(for: $0) }) {
            coverLabel.font = font
        }
    }
}
