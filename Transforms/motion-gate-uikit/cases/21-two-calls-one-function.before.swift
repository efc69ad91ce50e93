import UIKit

final class StatusView: UIView {
    private let icon = UIImageView()
    private let label = UILabel()

    func update() {
        UIView.animate(withDuration: 0.2) {
            self.icon.center.y += 20
        }
        UIView.transition(with: label, duration: 0.25, options: .transitionFlipFromLeft) {
            self.label.text = "Done"
        }
    }
}
