import UIKit

enum BrandFonts {
    static var body: UIFont { UIFont(name: "Avenir-Book", size: 17) ?? UIFont.systemFont(ofSize: 17) }
    static var caption: UIFont { UIFont(name: "Avenir-Light", size: 12) ?? .italicSystemFont(ofSize: 12) }
}

final class ReviewCell: UITableViewCell {
    private let reviewLabel = UILabel()

    func configure(review: String) {
        reviewLabel.font = BrandFonts.body
        reviewLabel.text = review
    }
}
