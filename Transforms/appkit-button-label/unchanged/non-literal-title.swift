import AppKit

final class AccountViewController: NSViewController {
    var accountName = "Personal"

    override func viewDidLoad() {
        super.viewDidLoad()
        let switcher = NSButton(title: accountName, image: NSImage(named: "account_avatar")!, target: self, action: #selector(switchAccount))
        view.addSubview(switcher)
    }

    @objc private func switchAccount() {}
}
