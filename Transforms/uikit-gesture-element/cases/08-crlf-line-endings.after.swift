import UIKit

final class StoryThumbnailView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openStory)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Story thumbnail" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openStory() {}
}
