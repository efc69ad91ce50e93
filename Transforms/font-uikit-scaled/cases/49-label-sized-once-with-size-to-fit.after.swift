import UIKit

final class AboutViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let versionLabel = UILabel(frame: CGRect(x: 20, y: 0, width: 0, height: 0))
        versionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        versionLabel.text = "Version 3.2"
        versionLabel.sizeToFit()
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: versionLabel.frame.width, height: versionLabel.frame.height + 8))
        footer.addSubview(versionLabel)
        tableView.tableFooterView = footer
    }
}
