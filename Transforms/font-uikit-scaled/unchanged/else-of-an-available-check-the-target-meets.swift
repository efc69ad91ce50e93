import UIKit

final class NoteEditorView: UITextView {
    required init?(coder: NSCoder) {
        if #available(iOS 13.2, *) {
            super.init(coder: coder)
        } else {
            // Never runs: the deployment target is iOS 17.
            super.init(frame: .zero)
            self.font = UIFont(name: "HelveticaNeue", size: 18)
        }
    }
}
