import UIKit

final class BannerView: UIView {
    var isProminent = false

    func titleFont() -> UIFont {
        if isProminent {
            return UIFontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20))
        }
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
    }
}
