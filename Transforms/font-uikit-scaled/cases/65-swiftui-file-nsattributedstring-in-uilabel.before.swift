import SwiftUI
import UIKit

final class BannerLabelView: UIView {
    private let bannerLabel = UILabel()

    func show(message: String) {
        bannerLabel.attributedText = NSAttributedString(
            string: message, attributes: [.font: UIFont.systemFont(ofSize: 14)])
    }
}

struct BannerPreview: View {
    var body: some View {
        Text("Preview")
    }
}
