import UIKit

final class ContactListController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath) as! ContactCell
        cell.nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        cell.nameLabel.adjustsFontForContentSizeCategory = true
        cell.emailField.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15))
        cell.emailField.adjustsFontForContentSizeCategory = true
        cell.notesTextView.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13))
        cell.notesTextView.adjustsFontForContentSizeCategory = true
        return cell
    }
}
