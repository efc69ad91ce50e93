import UIKit

// App-level declarations that UIKit examples use but never declare. A declaration in the example
// itself shadows these.

/// The table cell `Transforms/font-uikit-scaled/cases/25-receiver-name-suffix` dequeues.
open class ContactCell: UITableViewCell {
    public let nameLabel = UILabel()
    public let emailField = UITextField()
    public let notesTextView = UITextView()
}
