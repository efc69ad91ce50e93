import UIKit

/// A configuration another method gives the button without a title, and a handler that sets no
/// label, name nothing: the button is labelled where it gets its image.
final class ShuffleBar: UIView {
    private let shuffleButton = UIButton(type: .system)

    func build() {
        shuffleButton.setImage(UIImage(systemName: "shuffle"), for: .normal)
        shuffleButton.accessibilityLabel = "Shuffle" // [VERIFY] confirm label matches intent
    }

    func applyStyle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = nil
        shuffleButton.configuration = configuration
        shuffleButton.configurationUpdateHandler = { button in
            button.alpha = button.isHighlighted ? 0.5 : 1
        }
    }
}
