import UIKit

final class ProgressBar: UIView {
    private let fill = UIView()

    func setProgress(_ progress: CGFloat) {
        Self.animate(withDuration: 0.2) {
            self.fill.frame.size.width = self.bounds.width * progress
        }
    }
}
