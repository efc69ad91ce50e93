import UIKit

/// An app whose strings go through its own wrapper, `String.localized("key")`, keyed by name in
/// `.strings` tables (the sidecar): the label reuses the key that holds "Delete photo", through the
/// same wrapper, so it gets the wrapper's fallback and bundle like every other string.
final class PhotoActions: UIView {
    private let deleteButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        deleteButton.setImage(UIImage(systemName: "trash"), for: .normal)
        deleteButton.accessibilityLabel = String.localized("photo_delete") // [VERIFY] confirm label matches intent
        deleteButton.addTarget(self, action: #selector(deletePhoto), for: .touchUpInside)
        addSubview(deleteButton)
        let title = UILabel()
        title.text = String.localized("photo_title")
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func deletePhoto() {}
}

// Elsewhere in the project:
// extension String { static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
