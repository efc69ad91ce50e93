import UIKit

/// A font that configures a symbol image sizes a glyph to its slot (a menu button's ellipsis),
/// not text: it is left alone like other icon fonts.
final class StatusHeaderView: UIView {
    let menuButton: UIButton = {
        let button = UIButton(type: .system)
        let image = UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15)))
        button.setImage(image, for: .normal)
        return button
    }()

    let warningIcon = UIImageView(
        image: UIImage(systemName: "exclamationmark.triangle.fill", withConfiguration: .init(font: .systemFont(ofSize: 17))))
}
