import UIKit

/// The module keys its words by name and looks them up with `String(localized:)`: a new key is
/// looked up the same way, with its English default (`defaultValue:`, iOS 16), and a run over
/// files adds the entry to the module's table.
final class PlayerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "player.title")
        let shuffle = UIButton(type: .system)
        shuffle.setImage(UIImage(systemName: "shuffle"), for: .normal)
        view.addSubview(shuffle)
    }
}
