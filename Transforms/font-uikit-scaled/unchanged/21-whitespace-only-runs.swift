import UIKit

final class ChangelogView: UIView {
    private let changesLabel = UILabel()

    func show(entries: [String]) {
        let text = NSMutableAttributedString()
        let gapAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 8)]
        for entry in entries {
            text.append(NSAttributedString(string: "\n", attributes: gapAttributes))
            text.append(NSAttributedString(string: entry, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]))
            text.append(NSAttributedString(string: "\n\n", attributes: [.font: UIFont.systemFont(ofSize: 6)]))
            text.append(NSAttributedString(string: " ", attributes: [.font: UIFont.systemFont(ofSize: 4)]))
            text.append(NSAttributedString(string: "\t \n", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        }
        changesLabel.attributedText = text
    }
}
