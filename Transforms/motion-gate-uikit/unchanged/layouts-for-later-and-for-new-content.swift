import UIKit

/// Blocks whose layout is not what moves: `setNeedsLayout()` asks for a layout after the block, so
/// nothing in it animates; a status label emptied and its stack laid out again, in a function that
/// changes no constraint, only sizes the stack to its new text; a row's highlight fading as it is
/// deselected; and a fade that also switches a table's separators off, drawn in place, and its
/// inset adjustment, a setting applied at the next layout, after the block.
/// None is gated.
final class StatusPanel: UIView {
    private let stack = UIStackView()
    private let statusLabel = UILabel()
    private let table = UITableView()
    private let emptyNote = UILabel()

    func relayoutLater() {
        UIView.animate(withDuration: 0.4) {
            self.setNeedsLayout()
        }
    }

    func clearStatus() {
        UIView.animate(withDuration: 0.5) {
            self.statusLabel.text = nil
            self.stack.layoutIfNeeded()
        }
    }

    func showEmptyNote() {
        emptyNote.alpha = 0
        UIView.animate(withDuration: 0.5) {
            self.emptyNote.alpha = 1
            self.table.backgroundView = self.emptyNote
            self.table.separatorStyle = .none
            self.table.contentInsetAdjustmentBehavior = .never
        }
    }

    func clearSelection(at indexPath: IndexPath) {
        UIView.animate(withDuration: 0.3) {
            self.table.deselectRow(at: indexPath, animated: true)
        }
    }
}
