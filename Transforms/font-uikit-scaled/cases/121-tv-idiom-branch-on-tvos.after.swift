import UIKit

/// Built for tvOS too, the `.tv` case runs there: it is scaled like the other cases (tvOS text
/// follows no size setting, but the file also builds for iOS).
final class ToastLabel: UILabel {
    func applyIdiomFont() {
        switch UIDevice.current.userInterfaceIdiom {
        case .tv:
            font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 21))
        default:
            font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15))
        }
    }
}
