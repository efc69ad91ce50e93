import UIKit

/// A function that also sets state keeps running; only its repeating animation is skipped (by a
/// `guard` when it ends the function), and a fading loop keeps fading.
final class UploadCell: UITableViewCell {
    private let arrow = UIImageView()
    private let status = UILabel()
    private let dot = UIView()
    private var isUploading = false

    func beginUpload(named name: String) {
        isUploading = true
        status.text = "Uploading \(name)"
        UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse]) {
            self.arrow.frame.origin.y -= 6
        }
        UIView.animate(withDuration: 0.9, delay: 0, options: [.repeat, .autoreverse]) {
            self.dot.alpha = 0.2
        }
    }

    func showRetryHint() {
        status.text = "Tap to retry"
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
            self.arrow.transform = CGAffineTransform(translationX: 0, y: -4)
        }
    }
}
