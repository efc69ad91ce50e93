import UIKit

/// Named for progress, but the block moves a marker along the track (its origin), and a block
/// that changes a bar's height grows it upwards: both travel, and are gated.
final class UploadTrack: UIView {
    private let marker = UIView()
    private let column = UIView()

    func updateProgress(_ progress: CGFloat) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4) {
            self.marker.frame.origin.x = progress * self.bounds.width
        }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4) {
            self.column.frame.size.height = progress * self.bounds.height
        }
    }

    func resize(to width: CGFloat) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4) {
            self.column.frame.size.width = width
        }
    }
}
