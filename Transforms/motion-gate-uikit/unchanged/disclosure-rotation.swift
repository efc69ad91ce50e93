import UIKit

/// A disclosure chevron turning where it stands, with the rotation and the animation block kept in
/// locals: nothing travels across the screen, so Reduce Motion keeps it.
final class SectionHeader: UICollectionReusableView {
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
    var isExpanded = false

    func updateChevron(animated: Bool) {
        let angle: CGFloat = isExpanded ? 0 : -.pi / 2
        let rotation = CGAffineTransform(rotationAngle: angle)
        let changes = {
            self.chevron.transform = rotation
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: changes)
        } else {
            changes()
        }
    }

    func spin(_ button: UIButton) {
        UIView.animate(withDuration: 0.2) {
            button.transform = button.transform.rotated(by: .pi)
        }
    }
}
