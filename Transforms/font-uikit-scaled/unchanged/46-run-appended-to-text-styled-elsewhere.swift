import UIKit

/// The streamed tail is appended to a message whose other runs the highlighter styled elsewhere
/// with fonts of its own: scaling the tail alone would mix sizes in one text, so it is reported.
struct HighlightedMessage {
    var attributed: NSAttributedString
}

final class StreamRenderer {
    func extend(_ message: HighlightedMessage, with tail: String) -> NSAttributedString {
        let extended = message.attributed.mutableCopy() as! NSMutableAttributedString
        extended.append(NSAttributedString(string: tail, attributes: [.font: UIFont.systemFont(ofSize: 13)]))
        return extended
    }
}
