import UIKit

final class NoteCell: UITableViewCell {
    private let noteLabel = UILabel()

    func configure(note: String) {
        noteLabel.adjustsFontForContentSizeCategory = true
        noteLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        noteLabel.text = note
    }
}
