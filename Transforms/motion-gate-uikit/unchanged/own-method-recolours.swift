import UIKit

/// Blocks that call the type's own method are judged by what that method changes: a grouped
/// row's corners, divider and fill on selection (declared in an extension of the same file), and
/// a palette switch bracketed by a Core Animation transaction. Nothing moves, so none is gated.
final class GroupedRowCell: UITableViewCell {
    enum Position { case alone, first, inner, last }

    var position = Position.alone
    private let card = UIView()
    private let divider = UIView()

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        guard animated else { return refreshLook() }
        UIView.animate(withDuration: 0.35) {
            self.refreshLook()
        }
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        UIView.animate(withDuration: 0.35) { [weak self] in
            self?.refreshLook()
        }
    }
}

private extension GroupedRowCell {
    func refreshLook() {
        switch position {
        case .alone:
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            divider.isHidden = true
        case .first, .inner:
            card.layer.maskedCorners = []
            divider.isHidden = false
        case .last:
            card.layer.maskedCorners = [.layerMinXMaxYCorner]
            divider.isHidden = true
        }
        paintFill()
    }

    func paintFill() {
        card.backgroundColor = isSelected || isHighlighted ? .systemGray4 : .systemGray6
    }
}

final class PaletteStore {
    struct PaletteTheme {}

    private var current = PaletteTheme()
    var activePalette: PaletteTheme {
        get { current }
        set { current = newValue }
    }

    func switchPalette(to palette: PaletteTheme) {
        UIView.animate(withDuration: 0.25) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.25)
            self.activePalette = palette
            CATransaction.commit()
        }
    }
}
