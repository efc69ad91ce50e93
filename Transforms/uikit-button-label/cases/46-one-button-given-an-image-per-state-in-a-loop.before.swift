import UIKit

/// A loop over states gives one and the same button an image per state: it is one button, named
/// as any other, once, after the loop.
final class RecordBar: UIView {
    private let recordButton = UIButton(type: .system)

    func build() {
        for state: UIControl.State in [.normal, .highlighted] {
            recordButton.setImage(UIImage(systemName: "record.circle"), for: state)
        }
        recordButton.addTarget(self, action: #selector(startRecording), for: .touchUpInside)
        addSubview(recordButton)
    }

    @objc private func startRecording() {}
}

/// Each visible cell holds its own like button: the same control in several rows, which one
/// label names rightly.
final class FeedController: UITableViewController {
    func refreshLikes() {
        for case let cell as FeedCell in tableView.visibleCells {
            cell.likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        }
    }
}

final class FeedCell: UITableViewCell {
    let likeButton = UIButton(type: .system)
}
