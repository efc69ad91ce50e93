import UIKit

/// A keyboard's globe key calls UIInputViewController's own `handleInputModeList(from:with:)`: the
/// system keyboard names that key "Next keyboard", whatever glyph it shows.
final class EmojiKeyboardViewController: UIInputViewController {
    private let switchKey = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        switchKey.setImage(UIImage(systemName: "globe"), for: .normal)
        switchKey.addTarget(self, action: #selector(handleInputModeList(from:with:)), for: .allTouchEvents)
        view.addSubview(switchKey)
    }
}
