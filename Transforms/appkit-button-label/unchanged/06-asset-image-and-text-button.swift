import AppKit

final class WelcomeViewController: NSViewController {
    @IBOutlet private weak var logoView: NSImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        logoView.image = NSImage(named: "app_logo")
        let start = NSButton(title: "Get Started", target: self, action: #selector(getStarted))
        view.addSubview(start)
    }

    @objc private func getStarted() {}
}
