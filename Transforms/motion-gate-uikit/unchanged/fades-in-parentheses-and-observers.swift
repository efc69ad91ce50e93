import UIKit

/// What does not move keeps animating, however the block is written: a fade in parentheses, a
/// property whose observer only recolours, a cell whose background view is swapped, a sync glyph
/// turning one way in place like a spinner.
final class DownloadBadgeView: UIView {
    private let badge = UIImageView()
    private let placeholder = UIView()

    var isComplete = false {
        didSet { refreshColours() }
    }

    func reveal() {
        UIView.animate(
            withDuration: 0.25,
            delay: 0,
            animations: ({
                self.placeholder.alpha = 0
            }),
            completion: nil
        )
    }

    func spinWhileSyncing() {
        UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: ({
            self.badge.transform = CGAffineTransform(rotationAngle: .pi)
        }), completion: nil)
    }

    func markComplete() {
        UIView.animate(withDuration: 0.2) {
            self.isComplete = true
        }
    }

    private func refreshColours() {
        badge.tintColor = isComplete ? .systemGreen : .secondaryLabel
        badge.image = UIImage(systemName: isComplete ? "checkmark.circle.fill" : "arrow.down.circle")
    }
}

extension UITableViewCell {
    func flashHighlight() {
        UIView.animate(withDuration: 0.3) {
            self.showHighlight()
        }
    }

    func showHighlight() {
        let highlight = UIView(frame: bounds)
        highlight.backgroundColor = .systemYellow.withAlphaComponent(0.3)
        backgroundView = highlight
    }
}
