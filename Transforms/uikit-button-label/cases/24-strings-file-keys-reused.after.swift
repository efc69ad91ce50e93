import UIKit

/// A UIKit screen whose words come from `en.lproj/Localizable.strings` (the `.strings` sidecar)
/// by key: the label reuses the key that already holds "Refresh", so no new text needs translating.
final class FeedToolbar: UIView {
    private let refreshButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        refreshButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        refreshButton.accessibilityLabel = NSLocalizedString("feed.toolbar.refresh", comment: "") // [VERIFY] confirm label matches intent
        refreshButton.addTarget(self, action: #selector(refresh), for: .touchUpInside)
        addSubview(refreshButton)
        let title = UILabel()
        title.text = NSLocalizedString("feed.toolbar.title", comment: "Feed screen title")
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func refresh() {}
}
