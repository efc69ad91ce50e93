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
        captionLabel.font = UIFont.systemFont(ofSize: 11.5)
        footnoteLabel.font = UIFont.systemFont(ofSize: 12.5)
        subheadLabel.font = UIFont.systemFont(ofSize: 14)
        calloutLabel.font = UIFont.systemFont(ofSize: 15.5)
        bodyLabel.font = UIFont.systemFont(ofSize: 16.5)
        titleThreeLabel.font = UIFont.systemFont(ofSize: 18.5)
        titleTwoLabel.font = UIFont.systemFont(ofSize: 21)
        titleOneLabel.font = UIFont.systemFont(ofSize: 25)
    }
}
