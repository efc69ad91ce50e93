import UIKit

final class ComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "paperplane")
        let sendButton = UIButton(configuration: config)
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sendButton)
    }
}
