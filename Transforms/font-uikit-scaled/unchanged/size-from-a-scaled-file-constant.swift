import UIKit

/// Sizes the file derives from the reader's text size once: fonts made from them scale already.
private let kReadingSize: CGFloat = {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    return body.pointSize
}()
private let kChipHeight: CGFloat = UIFontMetrics.default.scaledValue(for: 28)
private let kChipInset: CGFloat = 6
private let kChipTextHeight: CGFloat = kChipHeight - kChipInset * 2

final class GlossaryView: UIView {
    let entryLabel = UILabel()
    let chipLabel = UILabel()

    func show(entry: String, tag: String) {
        entryLabel.font = UIFont.systemFont(ofSize: kReadingSize, weight: .regular)
        entryLabel.text = entry
        chipLabel.font = UIFont(name: "HiraginoSans-W3", size: kChipTextHeight)
        chipLabel.text = tag
    }
}
