import UIKit

final class EditorToolbarViewController: UIViewController {
    private let boldButton = UIButton(type: .system)
    private let undoButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        boldButton.setImage(UIImage(systemName: "bold"), for: .normal)
        undoButton.setImage(UIImage(systemName: "arrow.uturn.backward"), for: .normal)
        deleteButton.setImage(UIImage(systemName: "trash"), for: .normal)
        let stack = UIStackView(arrangedSubviews: [boldButton, undoButton, deleteButton])
        view.addSubview(stack)
    }
}
