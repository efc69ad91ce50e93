import UIKit

/// A banner row built from a list content configuration: its text properties are no label,
/// and follow the text size by default once their fonts scale.
@available(iOS 14.0, *)
final class OfflineBannerCell: UITableViewCell {
    func show(message: String, detail: String) {
        var content = defaultContentConfiguration()
        content.text = message
        content.textProperties.font = .systemFont(ofSize: 16, weight: .bold)
        content.secondaryText = detail
        content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        contentConfiguration = content
    }
}
