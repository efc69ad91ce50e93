import UIKit

final class ContactListController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath) as! ContactCell
        cell.nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        cell.nameLabel.adjustsFontForContentSizeCategory = true
        cell.emailField.font = UIFont.preferredFont(forTextStyle: .subheadline)
        cell.emailField.adjustsFontForContentSizeCategory = true
        cell.notesTextView.font = UIFont.preferredFont(forTextStyle: .footnote)
        cell.notesTextView.adjustsFontForContentSizeCategory = true
        return cell
    }
}
