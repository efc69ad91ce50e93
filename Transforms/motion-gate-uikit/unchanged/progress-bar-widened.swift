import UIKit

/// A loading bar of the project's own, widened to the progress in its progress setter, fills in
/// place as a progress view does.
final class LoadingBar: UIView {
    private let fill = UIView()

    func setProgress(_ progress: Float, animated: Bool) {
        UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0, options: .curveEaseIn, animations: {
            var frame = self.fill.frame
            frame.size.width = CGFloat(progress) * self.bounds.size.width
            self.fill.frame = frame
        })
    }
}
