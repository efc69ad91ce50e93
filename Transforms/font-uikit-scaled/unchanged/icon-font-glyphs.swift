import UIKit

// Glyphs of an icon font sit beside text set elsewhere: each is a picture sized to its slot.
final class ThreadCell: UITableViewCell {
    static let mutedMark = "\u{e067}  "
    let previewLabel = UILabel()

    func markMuted(_ preview: NSAttributedString) {
        previewLabel.attributedText = NSAttributedString(
            string: ThreadCell.mutedMark,
            attributes: [.font: UIFont(name: "ElegantIcons", size: 10) as Any]
        )
        .appending(preview)
    }

    func preview(muted: Bool) -> NSAttributedString {
        let result = NSMutableAttributedString()
        if muted {
            result.append(
                NSAttributedString(
                    string: ThreadCell.mutedMark,
                    attributes: [.font: UIFont(name: "FontAwesome", size: 12) as Any]
                ))
        }
        return result
    }
}

extension NSAttributedString {
    func appending(_ other: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: self)
        result.append(other)
        return result
    }
}
