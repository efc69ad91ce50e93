import UIKit

/// The font is set on a slice of an attributed string, not on a view: it is scaled, and no
/// `adjustsFontForContentSizeCategory` line or finding is about it. A label taken from an array
/// is a view, and gets the usual finding.
final class EmojiBodyRenderer {
    private let labels = [UILabel(), UILabel()]

    func boost(_ styledString: inout StyledString, range: Range<Int>) {
        styledString[range].font = UIFont.preferredFont(forTextStyle: .headline)
        labels[0].font = UIFont.preferredFont(forTextStyle: .subheadline)
    }
}

// Elsewhere in the project:
// struct StyledString { subscript(range: Range<Int>) -> StyledRun { get { StyledRun() } set {} } }
// struct StyledRun { var font: UIFont? }
