import UIKit

/// Sizes worked out from fixed numbers are fixed sizes: scaled along the style nearest the result.
/// A factor that changes at run time leaves the size unknown: reported.
final class NoteEditorViewController: UIViewController {
    let editorFont = UIFont.monospacedSystemFont(ofSize: UIFont.systemFontSize * 1.2, weight: .regular)
    private let headerLabel = UILabel()
    private let zoomedLabel = UILabel()
    var zoom: CGFloat = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.font = UIFont.systemFont(ofSize: UIFont.systemFontSize + 6, weight: .bold)
        zoomedLabel.font = UIFont.systemFont(ofSize: UIFont.systemFontSize * zoom)
    }
}
