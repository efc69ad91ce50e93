import UIKit

final class PlayerViewController: UIViewController {
    private let muteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        muteButton.setImage(UIImage(systemName: "speaker.slash"), for: .normal)
        muteButton.accessibilityLabel = NSLocalizedString("Mute", comment: "Mute button")
        view.addSubview(muteButton)
    }
}
