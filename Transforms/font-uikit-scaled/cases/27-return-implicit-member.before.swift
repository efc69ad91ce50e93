import UIKit

final class BannerView: UIView {
    var isProminent = false

    func titleFont() -> UIFont {
        if isProminent {
            return .boldSystemFont(ofSize: 20)
        }
        return .systemFont(ofSize: 17, weight: .medium)
    }
}
