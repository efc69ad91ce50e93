import UIKit

final class ContactsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addContact))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
        navigationItem.leftBarButtonItem = done
        view.backgroundColor = UIColor(patternImage: UIImage(named: "paper")!)
    }

    @objc private func addContact() {}
    @objc private func finish() {}
}
