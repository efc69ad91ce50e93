import UIKit

enum BrandFonts {
    static var body: UIFont { UIFont(name: "Avenir-Book", size: 17).map { UIFontMetrics(forTextStyle: .body).scaledFont(for: $0) } ?? UIFont.preferredFont(forTextStyle: .body) }
    static var caption: UIFont { UIFont(name: "Avenir-Light", size: 12).map { UIFontMetrics(forTextStyle: .caption1).scaledFont(for: $0) } ?? UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .italicSystemFont(ofSize: 12)) }
}

final class ReviewCell: UITableViewCell {
    private let reviewLabel = UILabel()

    func configure(review: String) {
        reviewLabel.font = BrandFonts.body
        reviewLabel.text = review
    }
}
