import UIKit

final class PlaylistHeaderView: UIView {
	override init(frame: CGRect) {
		super.init(frame: frame)
		addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(shufflePlaylist)))
	}

	required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

	@objc private func shufflePlaylist() {}
}
