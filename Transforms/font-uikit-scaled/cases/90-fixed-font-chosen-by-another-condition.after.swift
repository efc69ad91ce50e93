import UIKit

/// The fixed font is chosen by the layout, not as a cap on a growing text-style font: it is scaled.
final class TileCell: UICollectionViewCell {
    var isCompact = false

    private var titleFont: UIFont {
        if isCompact {
            return UIFont.preferredFont(forTextStyle: .footnote)
        }
        return UIFont.preferredFont(forTextStyle: .title1)
    }
}
