import UIKit

/// A module that looks its words up through its own function, `Loc(_:value:comment:)`, which names
/// the module's bundle: a label whose words no entry holds gets a new key, looked up through that
/// function with its English default, and a run over files adds the entry to the module's table.
final class PlayerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Loc("player.title", value: "Player", comment: "Title of the player")
        let shuffle = UIButton(type: .system)
        shuffle.setImage(UIImage(systemName: "shuffle"), for: .normal)
        shuffle.accessibilityLabel = Loc("player.shuffle", value: "Shuffle", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does") // [VERIFY] confirm label matches intent
        view.addSubview(shuffle)
    }
}

// Elsewhere in the project:
// func Loc(_ key: String, value: String, comment: String) -> String { NSLocalizedString(key, value: value, comment: comment) }
