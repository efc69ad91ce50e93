import UIKit

// A stored bar button whose symbol another method replaces as playback starts and stops: its image
// follows a state, so one fixed phrase would be wrong in one of them, and it is reported. The
// delete button's other method only gives it the same symbol again, tinted: it is labelled.
final class PlayerViewController: UIViewController {
    private lazy var playPauseItem: UIBarButtonItem = {
        let item = UIBarButtonItem(
            image: UIImage(systemName: "play.fill"), style: .plain, target: self, action: #selector(playPauseTapped))
        return item
    }()

    private lazy var deleteButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "trash"), for: .normal)
        button.addTarget(self, action: #selector(deleteTapped), for: .touchUpInside)
        return button
    }()

    @objc private func playPauseTapped() {}
    @objc private func deleteTapped() {}

    func update(isPlaying: Bool) {
        let symbol = isPlaying ? "pause.fill" : "play.fill"
        playPauseItem.image = UIImage(systemName: symbol)
    }

    func applyTheme(_ color: UIColor) {
        deleteButton.setImage(UIImage(systemName: "trash")?.withTintColor(color), for: .normal)
    }
}
