import UIKit

/// A fixed font used only once a text-style font grows past the same size caps the growth on
/// purpose: scaling it would remove the cap, so it is left as it is.
final class AppTileCell: UICollectionViewCell {
    private var titleFont: UIFont {
        let regular = UIFont.preferredFont(forTextStyle: .subheadline)
        if regular.pointSize > 28 {
            return UIFont.systemFont(ofSize: 28)
        }
        return regular
    }

    private var badgeFont: UIFont {
        let caption = UIFont.preferredFont(forTextStyle: .caption1)
        return caption.pointSize >= 20 ? UIFont.boldSystemFont(ofSize: 20) : caption
    }
}
