import UIKit

/// Nothing here travels: a scroll step of a tenth of a second (an arrow key, the end of a fling)
/// goes at the scroll view's own pace; a glow set through a shadow setter fades; a disabled field
/// dims and retitles its button; a theme recolours every screen that observes it. None is gated.
protocol Paintable: AnyObject {
    func paintWithTheme()
}

final class TranscriptViewController: UIViewController {
    private let transcript = UITableView()
    private let bubble = BubbleView()
    private let answerField = UITextField()
    private let revealButton = UIButton()
    private let sendButton = UIButton()

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(stepDown(_:)))]
    }

    @objc private func stepDown(_ command: UIKeyCommand) {
        let limit = transcript.contentSize.height
        UIView.animate(withDuration: 0.1) { [weak transcript] in
            let next = min(transcript?.contentOffset.y ?? 0, limit) + 40
            transcript?.contentOffset = CGPoint(x: 0, y: next)
        }
    }

    func settle(after velocity: CGPoint) {
        let target = CGPoint(x: 0, y: transcript.contentOffset.y - velocity.y / 80)
        UIView.animate(withDuration: 0.08, delay: 0, options: .curveEaseOut) {
            self.transcript.setContentOffset(target, animated: false)
        }
    }

    func flash() {
        bubble.setShadow(radius: 12, opacity: 0.6, color: .systemYellow)
        UIView.animate(withDuration: 1.4, delay: 0, options: .curveEaseInOut) {
            self.bubble.setShadow(radius: 0, opacity: 0, color: .clear)
        }
    }

    func markWrong() {
        UIView.animate(withDuration: 0.25) {
            self.answerField.textColor = .systemRed
            self.answerField.isEnabled = false
            self.revealButton.alpha = 1
            self.sendButton.setImage(UIImage(systemName: "arrow.right"), for: .normal)
        }
    }
}

final class BubbleView: UIView {
    func setShadow(radius: CGFloat, opacity: Float, color: UIColor) {
        layer.shadowRadius = radius
        layer.shadowOpacity = opacity
        layer.shadowColor = color.cgColor
    }
}

enum Appearance {
    static var observers: [Paintable] = []

    static var isDark = false {
        didSet {
            UIView.animate(withDuration: 0.3) {
                observers.forEach { $0.paintWithTheme() }
            }
        }
    }
}
