import UIKit

/// A view laid out for a tab bar accessory sits in a bar whose height the system fixes: its text
/// keeps its size, and the Large Content Viewer is how it is read larger.
final class NowPlayingStrip: UIView {
    private let trackLabel = UILabel()
    private let artistLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        addSubview(trackLabel)
        addSubview(artistLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension NowPlayingStrip {
    func applyAccessoryLayout() {
        artistLabel.font = .systemFont(ofSize: 12)
        if #available(iOS 26.0, *) {
            artistLabel.isHidden = traitCollection.tabAccessoryEnvironment == .inline
        }
    }
}
