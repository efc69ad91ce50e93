import UIKit

final class CameraOverlayViewController: UIViewController {
    // A debug badge pinned to a constant height: a larger font would be clipped.
    private lazy var streamBadgeLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 11, weight: .semibold)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(streamBadgeLabel)
        NSLayoutConstraint.activate([
            streamBadgeLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            streamBadgeLabel.heightAnchor.constraint(equalToConstant: 22),
        ])
    }

    func addTimestamp() {
        let timeLabel = UILabel()
        timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        timeLabel.heightAnchor.constraint(equalToConstant: 16).isActive = true
        view.addSubview(timeLabel)
    }
}
