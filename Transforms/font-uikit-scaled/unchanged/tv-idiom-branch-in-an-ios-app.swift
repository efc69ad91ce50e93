import UIKit

/// The `.tv` case of a switch over the interface idiom never runs in an app built only for iOS:
/// it keeps its size, as does the one an `if` chooses only on the TV.
final class ToastLabel: UILabel {
    func applyIdiomFont() {
        switch UIDevice.current.userInterfaceIdiom {
        case .tv:
            font = .systemFont(ofSize: 20)
        default:
            font = .preferredFont(forTextStyle: .body)
        }
        if UIDevice.current.userInterfaceIdiom == .tv {
            font = .systemFont(ofSize: 24)
        }
    }
}
