import UIKit

final class SettingsRowView: UIView {
    private let plainLabel = UILabel()
    private let mediumLabel = UILabel()
    private let semiboldLabel = UILabel()
    private let boldLabel = UILabel()
    private let heavyLabel = UILabel()
    private let boldSystemLabel = UILabel()

    func applyFonts() {
        plainLabel.font = UIFont.systemFont(ofSize: 17, weight: .regular)
        mediumLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        semiboldLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        boldLabel.font = UIFont.systemFont(ofSize: 17, weight: .bold)
        heavyLabel.font = UIFont.systemFont(ofSize: 17, weight: .heavy)
        boldSystemLabel.font = UIFont.boldSystemFont(ofSize: 17)
    }
}
