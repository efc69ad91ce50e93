import UIKit

final class AvatarView: UIView {
    private let imageView = UIImageView()

    func setImage(_ image: UIImage?) {
        UIView.transition(with: imageView, duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, options: .transitionFlipFromLeft, animations: {
            self.imageView.image = image
        }, completion: nil)
    }
}
