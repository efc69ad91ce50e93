import UIKit

enum LabelFactory {
    static func makeTagLabel(text: String, size: CGFloat = 13) -> UILabel {
        let tagLabel = UILabel()
        tagLabel.text = text
        tagLabel.font = UIFont.systemFont(ofSize: size, weight: .medium)
        return tagLabel
    }
}
