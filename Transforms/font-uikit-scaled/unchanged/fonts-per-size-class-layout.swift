import UIKit

/// A welcome page laid out per size class: each case of the layout picks a title font, and the
/// page sets its text width and picture size from the same layout. Pages pinned to a paging
/// scroll view keep these sizes, so larger text would clip: the fonts keep their sizes.
enum WelcomeLayout {
    case wide
    case regular
    case narrow

    static func from(size: CGSize) -> WelcomeLayout {
        let side = min(size.width, size.height)
        return side >= 834 ? .wide : side >= 768 ? .regular : .narrow
    }

    var headlineFont: UIFont {
        switch self {
        case .wide: return .systemFont(ofSize: 27)
        case .regular: return .systemFont(ofSize: 20)
        case .narrow: return .systemFont(ofSize: 17)
        }
    }

    var textWidth: CGFloat {
        switch self {
        case .wide: return 426
        case .regular, .narrow: return 320
        }
    }

    var pictureSide: CGFloat {
        switch self {
        case .wide: return 416
        case .regular, .narrow: return 312
        }
    }
}

final class WelcomePageView: UIView {
    private let headline = UILabel()
    private var headlineWidth: NSLayoutConstraint!
    private var pictureWidth: NSLayoutConstraint!

    func apply(_ layout: WelcomeLayout, text: String) {
        headline.attributedText = NSAttributedString(string: text, attributes: [.font: layout.headlineFont])
        let side = layout.pictureSide
        pictureWidth.constant = side
        headlineWidth.constant = layout.textWidth
    }
}
