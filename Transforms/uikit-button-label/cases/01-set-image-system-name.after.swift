import UIKit

final class PlayerViewController: UIViewController {
    private let playButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        playButton.accessibilityLabel = "Toggle playback" // [VERIFY] confirm label matches intent
        playButton.addTarget(self, action: #selector(togglePlayback), for: .touchUpInside)
        view.addSubview(playButton)
    }

    @objc private func togglePlayback() {}
}
