import UIKit

/// Changes that stay where they are, on the same scale as SwiftUI's: a ring filling
/// (`strokeEnd`, `setProgress`), a border and shadow press feedback, a label fading in with new
/// text, and a blur coming in. Reduce Motion keeps them: none is gated, none reported.
final class UploadCell: UIView {
    private let ring = CAShapeLayer()
    private let bar = UIProgressView()
    private let status = UILabel()
    private let backdrop = UIVisualEffectView()

    func fill(to value: Float) {
        UIView.animate(withDuration: 0.4) {
            self.ring.strokeEnd = CGFloat(value)
        }
        UIView.animate(withDuration: 0.4) {
            self.bar.setProgress(value, animated: true)
        }
    }

    func press(_ isDown: Bool) {
        UIView.animate(withDuration: 0.2) {
            self.layer.borderWidth = isDown ? 2 : 0
            self.layer.shadowRadius = isDown ? 2 : 8
            self.layer.shadowOpacity = isDown ? 0.1 : 0.3
        }
    }

    func finish() {
        UIView.animate(withDuration: 0.3) {
            self.status.text = "Uploaded"
            self.status.alpha = 1
            self.status.textColor = .systemGreen
        }
        UIView.animate(withDuration: 0.3) {
            self.backdrop.effect = UIBlurEffect(style: .regular)
        }
    }
}
