import UIKit

final class TypeScaleView: UIView {
    private let captionLabel = UILabel()
    private let footnoteLabel = UILabel()
    private let subheadLabel = UILabel()
    private let calloutLabel = UILabel()
    private let bodyLabel = UILabel()
    private let titleThreeLabel = UILabel()
    private let titleTwoLabel = UILabel()
    private let titleOneLabel = UILabel()

    func applyFonts() {
        captionLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 11.5))
        captionLabel.adjustsFontForContentSizeCategory = true
        footnoteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 12.5))
        footnoteLabel.adjustsFontForContentSizeCategory = true
        subheadLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        subheadLabel.adjustsFontForContentSizeCategory = true
        calloutLabel.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: UIFont.systemFont(ofSize: 15.5))
        calloutLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 16.5))
        bodyLabel.adjustsFontForContentSizeCategory = true
        titleThreeLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 18.5))
        titleThreeLabel.adjustsFontForContentSizeCategory = true
        titleTwoLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 21))
        titleTwoLabel.adjustsFontForContentSizeCategory = true
        titleOneLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 25))
        titleOneLabel.adjustsFontForContentSizeCategory = true
    }
}
