import UIKit

// App-level declarations that UIKit examples use but never declare. A declaration in the example
// itself shadows these.

/// The table cell `Transforms/font-uikit-scaled/cases/25-receiver-name-suffix` dequeues.
open class ContactCell: UITableViewCell {
    public let nameLabel = UILabel()
    public let emailField = UITextField()
    public let notesTextView = UITextView()
}

/// The web page `Transforms/uikit-button-label/cases/22-safe-symbol-and-action-closure` controls.
@MainActor public final class BrowserPage {
    public init() {}
    public func reloadFromOrigin() {}
    public func share() {}
}
