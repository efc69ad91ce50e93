import UIKit

final class ContactListController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath) as! ContactCell
        cell.nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        cell.emailField.font = UIFont.systemFont(ofSize: 15)
        cell.notesTextView.font = UIFont.systemFont(ofSize: 13)
        return cell
    }
}
