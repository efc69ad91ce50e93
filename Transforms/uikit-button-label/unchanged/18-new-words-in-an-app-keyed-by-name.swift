import UIKit

/// An app that looks its strings up by name in `.strings` tables (the sidecar), which the team
/// fills: no entry holds "Share", and a new English literal would stay English for every other
/// language. The button is reported for someone to add the entry; the key it would reuse, had
/// one held the words, is written through the file's own lookup (`String.localized`). The trash
/// button is left alone: VoiceOver reads its symbol as "Delete" in the user's language already.
final class PhotoToolbar: UIView {
    private let shareButton = UIButton(type: .system)
    private let clearButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
        addSubview(shareButton)
        clearButton.setImage(UIImage(systemName: "trash"), for: .normal)
        clearButton.addTarget(self, action: #selector(presentClearPrompt), for: .touchUpInside)
        addSubview(clearButton)
        let title = UILabel()
        title.text = String.localized("photo_title")
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func share() {}

    @objc private func presentClearPrompt() {}
}

// Elsewhere in the project:
// extension String { static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
