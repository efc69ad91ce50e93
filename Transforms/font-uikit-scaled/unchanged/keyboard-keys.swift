import UIKit

// Keys drawn on a keyboard: the keyboard keeps its height at every text size, and its keys match
// the system's, which do not grow with Dynamic Type.
final class UnitKeysAccessory: UIInputView {
    private let minutesKey = UIButton(type: .custom)

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 48), inputViewStyle: .keyboard)
        minutesKey.setTitle("min", for: .normal)
        minutesKey.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .medium)
        addSubview(minutesKey)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Through a class of the project's own: still a keyboard.
class KeyRowView: UIInputView {}

final class HexKeysView: KeyRowView {
    private let hintLabel = UILabel()

    func setUp() {
        hintLabel.font = .systemFont(ofSize: 13)
        hintLabel.text = "Hex digits"
        addSubview(hintLabel)
    }
}

// A keyboard extension's own keys.
final class EmojiKeyboardViewController: UIInputViewController {
    private let spaceKey = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        spaceKey.setTitle("space", for: .normal)
        spaceKey.titleLabel?.font = UIFont.systemFont(ofSize: 16)
        view.addSubview(spaceKey)
    }
}
