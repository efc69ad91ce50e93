import UIKit

final class PlaylistHeaderView: UIView {
	override init(frame: CGRect) {
		super.init(frame: frame)
		addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(shufflePlaylist)))
		isAccessibilityElement = true
		accessibilityTraits.insert(.button)
		accessibilityLabel = "Shuffle playlist" // [VERIFY] confirm label matches intent
	}

	required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

	@objc private func shufflePlaylist() {}
}
