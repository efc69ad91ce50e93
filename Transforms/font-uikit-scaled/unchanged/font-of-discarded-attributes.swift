import UIKit

// Rich text helpers: the plain versions keep only the characters, so their fonts are never drawn.
extension String {
    func plainText() -> String {
        NSAttributedString(string: self, attributes: [.font: UIFont.systemFont(ofSize: 13)]).string
    }

    func styled(in label: UILabel) -> NSAttributedString {
        NSAttributedString(string: self, attributes: [.font: label.font ?? .systemFont(ofSize: 15)])
    }
}
