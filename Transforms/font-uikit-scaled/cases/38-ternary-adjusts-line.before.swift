import UIKit

final class FilterChipView: UIView {
    private let chipLabel = UILabel()

    func setSelected(_ selected: Bool) {
        chipLabel.font = selected ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13)
    }
}
