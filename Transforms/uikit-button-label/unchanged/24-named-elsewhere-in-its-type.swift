import UIKit

/// Words another method gives the button count: a title through a configuration built there, a
/// label its configuration update handler sets, an attributed label, a label that follows a state.
/// A label added where the image is set would be overwritten, or would say the title twice.
final class PlaybackBar: UIView {
    private let playButton = UIButton(type: .system)
    private let skipButton = UIButton(type: .system)
    private let repeatButton = UIButton(type: .system)
    private let muteButton = UIButton(type: .system)

    func build() {
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        skipButton.setImage(UIImage(systemName: "forward.fill"), for: .normal)
        repeatButton.setImage(UIImage(systemName: "repeat"), for: .normal)
        muteButton.setImage(UIImage(systemName: "speaker.wave.2"), for: .normal)
    }

    func update(isMuted: Bool) {
        muteButton.accessibilityLabel = isMuted ? "Unmute" : "Mute"
    }

    func applyStyle(title: String) {
        var configuration = UIButton.Configuration.plain()
        configuration.title = title
        playButton.configuration = configuration
        skipButton.configurationUpdateHandler = { button in
            button.accessibilityLabel = button.isSelected ? "Skip ahead" : "Skip"
        }
        repeatButton.accessibilityAttributedLabel = NSAttributedString(string: "Repeat")
    }
}
