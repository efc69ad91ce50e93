import UIKit

final class ZoomableTextView: UIView {
    private let contentLabel = UILabel()
    var pointSize: CGFloat = 17

    func applyZoom(_ scale: CGFloat) {
        contentLabel.font = UIFont.systemFont(ofSize: pointSize * scale)
    }
}
