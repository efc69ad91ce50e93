import UIKit

/// A settings row whose fonts come with its content: `update(with:)`, which the screens that
/// show the row call, sets them again before the row is shown.
public final class SettingRowCell: UITableViewCell {
    public struct Content {
        public var title: String
        public var detail: String?
        public var detailFont: UIFont
    }

    private let detailLabel: UILabel = {
        let result = UILabel()
        result.font = .systemFont(ofSize: 12)
        result.numberOfLines = 0
        return result
    }()

    public func update(with content: Content) {
        textLabel?.text = content.title
        detailLabel.font = content.detailFont
        detailLabel.text = content.detail
    }
}
