import UIKit

final class TrackCell: UITableViewCell {
    private let downloadButton = UIButton(type: .system)

    func configure() {
        self.downloadButton.setImage(UIImage(systemName: "square.and.arrow.down"), for: .normal)
        contentView.addSubview(downloadButton)
    }
}
