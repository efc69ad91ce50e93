import UIKit

/// A post's body text resolves the link or mention under the finger, in a handler declared in an
/// extension of the class: one button trait on the whole text would name it a button and let a
/// double-tap hit whatever sits at its centre, so it is reported for an action per link.
final class PostBodyTextView: UITextView {
    private let tap = UITapGestureRecognizer()
    var onLink: ((URL?) -> Void)?
    var links: [(frame: CGRect, url: URL)] = []

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        addGestureRecognizer(tap)
        tap.addTarget(self, action: #selector(PostBodyTextView.handleTap(_:)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension PostBodyTextView {
    @objc private func handleTap(_ sender: UITapGestureRecognizer) {
        let point = sender.location(in: self)
        onLink?(link(at: point))
    }

    func link(at point: CGPoint) -> URL? {
        links.first { $0.frame.contains(point) }?.url
    }
}
