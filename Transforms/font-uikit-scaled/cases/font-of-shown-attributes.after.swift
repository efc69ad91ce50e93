import UIKit

// The same helpers where the attributed text is what the label shows: its font is drawn.
final class CaptionView: UIView {
    let captionLabel = UILabel()

    func show(_ text: String) {
        captionLabel.attributedText = NSAttributedString(
            string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)])
        let characters = captionLabel.attributedText?.string.count ?? 0
        accessibilityValue = "\(characters)"
    }

    func fallback(for custom: UIFont?) -> UIFont {
        custom ?? .preferredFont(forTextStyle: .subheadline)
    }
}

// A text view has no font until it has text: its fallback is what the first text is drawn in.
final class NoteView: UIView {
    let bodyView = UITextView()

    func show(_ markup: String) {
        let base = bodyView.font ?? UIFont.preferredFont(forTextStyle: .callout)
        bodyView.attributedText = NSAttributedString(string: markup, attributes: [.font: base])
    }
}
