import UIKit

/// A play/stop toggle: another image while selected, so a tap plays in one state and stops in the
/// other. One fixed phrase ("Play" from the glyph, "Playing" from `playingPressed`, which names a
/// state) is wrong in one of them: the button is reported, to be labelled where its state changes.
final class PlayerControlsView: UIView {
    private let toggleButton: UIButton = {
        let button = UIButton()
        button.setImage(UIImage(systemName: "play.circle.fill"), for: .normal)
        button.setImage(UIImage(systemName: "stop.circle.fill"), for: .selected)
        return button
    }()

    func install() {
        addSubview(toggleButton)
        toggleButton.addTarget(self, action: #selector(playingPressed), for: .touchUpInside)
    }

    @objc private func playingPressed(_ sender: Any) {}
}
