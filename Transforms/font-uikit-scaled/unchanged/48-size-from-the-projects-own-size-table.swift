import UIKit

/// Sizes the project already chooses per text size: a table of sizes per content size category
/// (read through a local), a helper that takes the category, and the trait collection's category
/// read in place. They follow the user's setting already, so the fonts are left alone.
enum ReaderFonts {
    static var noteSize: CGFloat {
        switch UIApplication.shared.preferredContentSizeCategory {
        case .extraSmall, .small, .medium: return 12
        case .large: return 13
        case .extraLarge: return 15
        default: return 19
        }
    }

    static func captionSize(for category: UIContentSizeCategory) -> CGFloat {
        category.isAccessibilityCategory ? 22 : 12
    }
}

final class ReaderNoteViewController: UIViewController {
    private let noteLabel = UILabel()
    private let captionLabel = UILabel()
    private let footerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = ReaderFonts.noteSize
        noteLabel.attributedText = NSAttributedString(
            string: "Notes", attributes: [.font: UIFont.systemFont(ofSize: size)])
        captionLabel.font = .systemFont(
            ofSize: ReaderFonts.captionSize(for: traitCollection.preferredContentSizeCategory))
        let category = traitCollection.preferredContentSizeCategory
        footerLabel.font = .systemFont(ofSize: category.isAccessibilityCategory ? 20 : 14)
    }
}
