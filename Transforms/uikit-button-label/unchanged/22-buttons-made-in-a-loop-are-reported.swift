import UIKit

/// Buttons made one per element, with nothing in their element that names them: a phrase from the
/// shared action ("Rate", "Pick mode") or the one symbol ("Favorite") would name every button
/// alike. Each loop is reported once, for a label per element by hand.
final class RatingView: UIView {
    private var stars: [UIButton] = []
    private let modes = ["sun.max", "moon", "circle.lefthalf.filled"]

    func build() {
        for index in 0..<5 {
            let star = UIButton(type: .system)
            star.setImage(UIImage(systemName: "star"), for: .normal)
            star.tag = index
            star.addTarget(self, action: #selector(rate(_:)), for: .touchUpInside)
            stars.append(star)
        }
        let modeButtons = modes.map { symbol -> UIButton in
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.addTarget(self, action: #selector(pickMode(_:)), for: .touchUpInside)
            return button
        }
        modeButtons.forEach(addSubview)
    }

    func showFilled(upTo rating: Int) {
        for i in 0..<stars.count where i < rating {
            stars[i].setImage(UIImage(systemName: "star.fill"), for: .normal)
        }
    }

    @objc private func rate(_ sender: UIButton) {}
    @objc private func pickMode(_ sender: UIButton) {}
}
