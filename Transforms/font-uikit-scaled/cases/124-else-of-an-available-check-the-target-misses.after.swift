import UIKit

final class DraftEditorView: UITextView {
    required init?(coder: NSCoder) {
        if #available(iOS 16, *) {
            super.init(coder: coder)
        } else {
            // Runs on iOS 15, which the deployment target still supports.
            super.init(frame: .zero)
            self.font = UIFont.preferredFont(forTextStyle: .subheadline)
            self.adjustsFontForContentSizeCategory = true
        }
    }
}
