import UIKit

// The same helpers where the attributed text is what the label shows: its font is drawn.
final class CaptionView: UIView {
    let captionLabel = UILabel()

    func show(_ text: String) {
        captionLabel.attributedText = NSAttributedString(
            string: text, attributes: [.font: UIFont.systemFont(ofSize: 13)])
        let characters = captionLabel.attributedText?.string.count ?? 0
        accessibilityValue = "\(characters)"
    }

    func fallback(for custom: UIFont?) -> UIFont {
        custom ?? .systemFont(ofSize: 15)
    }
}

// A text view has no font until it has text: its fallback is what the first text is drawn in.
final class NoteView: UIView {
    let bodyView = UITextView()

    func show(_ markup: String) {
        let base = bodyView.font ?? UIFont.systemFont(ofSize: 16, weight: .regular)
        bodyView.attributedText = NSAttributedString(string: markup, attributes: [.font: base])
    }
}
