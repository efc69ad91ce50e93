import UIKit

/// Bar titles keep one size: bars keep their height at every text size and show the Large Content
/// Viewer instead. Navigation bar title attributes, bar button, tab bar item and segmented
/// control titles, and labels shown as the navigation item's title view are left as they are.
final class AppearanceSetup {
    func apply() {
        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 30)]
        let buttonAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]
        UIBarButtonItem.appearance().setTitleTextAttributes(buttonAttributes, for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .normal)
    }

    func style(_ control: UISegmentedControl) {
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13, weight: .medium)], for: .selected)
    }
}

final class ChannelViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let titleStack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        subtitleLabel.font = .systemFont(ofSize: 12)
        titleStack.addArrangedSubview(titleLabel)
        titleStack.addArrangedSubview(subtitleLabel)
        navigationItem.titleView = titleStack
    }
}

final class ProfileNavigationBarTitleView: UIView {
    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        return label
    }()
}

extension UINavigationItem {
    func setTitle(upper: String, lower: String) {
        let upperLabel = UILabel()
        upperLabel.text = upper
        upperLabel.font = UIFont.systemFont(ofSize: 11)
        let lowerLabel = UILabel()
        lowerLabel.text = lower
        lowerLabel.font = UIFont.systemFont(ofSize: 13, weight: .medium)
        let stackView = UIStackView(arrangedSubviews: [upperLabel, lowerLabel])
        stackView.axis = .vertical
        self.titleView = stackView
    }
}

final class ComposeViewController: UIViewController {
    private lazy var publishButton: UIButton = {
        let button = UIButton(type: .custom)
        button.titleLabel?.font = .systemFont(ofSize: 14, weight: .bold)
        return button
    }()

    private lazy var publishBarButtonItem: UIBarButtonItem = {
        let container = UIView()
        container.addSubview(publishButton)
        return UIBarButtonItem(customView: container)
    }()
}

final class ProfilePagingViewController: UIViewController {
    struct Style { var buttonBarItemFont = UIFont.preferredFont(forTextStyle: .body) }
    var style = Style()

    override func viewDidLoad() {
        super.viewDidLoad()
        style.buttonBarItemFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    }
}

final class TitleLabel: UILabel {
    enum Kind { case titleView, caption }

    func apply(_ kind: Kind) {
        switch kind {
        case .titleView:
            font = .systemFont(ofSize: 17, weight: .semibold)
        case .caption:
            font = .preferredFont(forTextStyle: .caption1)
        }
    }
}

/// A view named for a toolbar's content (shown as a bar button item's custom view elsewhere).
final class ReaderToolbarView: UIView {
    private let pageLabel = UILabel()

    func configure() {
        pageLabel.font = .systemFont(ofSize: 10)
        addSubview(pageLabel)
    }
}
