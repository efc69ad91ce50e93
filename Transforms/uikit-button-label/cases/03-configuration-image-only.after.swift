import UIKit

final class ComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "paperplane")
        let sendButton = UIButton(configuration: config)
        sendButton.accessibilityLabel = "Send" // [VERIFY] confirm label matches intent
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sendButton)
    }
}
