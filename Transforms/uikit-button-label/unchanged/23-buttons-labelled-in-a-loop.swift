import UIKit

/// Labels another method sets in a loop count: over an array of the type's own buttons, or over
/// the stored collection the buttons made in a loop go to. A label added where they get their
/// images would be overwritten.
final class PlayerControls: UIView {
    private let playButton = UIButton(type: .system)
    private let stopButton = UIButton(type: .system)
    private var speedButtons: [UIButton] = []

    func build() {
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        stopButton.setImage(UIImage(systemName: "stop.fill"), for: .normal)
        for speed in [1, 2, 4] {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "hare"), for: .normal)
            button.tag = speed
            speedButtons.append(button)
        }
    }

    func applyLabels(_ labels: [String], speedLabel: (Int) -> String) {
        for (index, button) in [playButton, stopButton].enumerated() {
            button.accessibilityLabel = labels[index]
        }
        speedButtons.forEach { $0.accessibilityLabel = speedLabel($0.tag) }
    }
}
