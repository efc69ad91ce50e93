import UIKit

/// A label shown as another view's content sits in that view's bounds: in a shimmer view framed at
/// a constant 80 × 44 pt it cannot grow, so it is reported; in one Auto Layout sizes, it scales.
final class PullHintViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shimmer = ShimmerView()
        view.addSubview(shimmer)
        let hint = UILabel(frame: shimmer.frame)
        hint.text = "Pull to close"
        hint.font = UIFont(name: "HelveticaNeue-Light", size: 12)
        shimmer.contentView = hint
        shimmer.frame = CGRect(x: 20, y: 16, width: 80, height: 44)
    }
}

final class LoadingHintViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shimmer = ShimmerView()
        shimmer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shimmer)
        let hint = UILabel()
        hint.text = "Loading"
        hint.font = UIFont(name: "HelveticaNeue-Light", size: 12).map { UIFontMetrics(forTextStyle: .caption1).scaledFont(for: $0) }
        hint.adjustsFontForContentSizeCategory = true
        shimmer.contentView = hint
        NSLayoutConstraint.activate([
            shimmer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            shimmer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}

final class ShimmerView: UIView {
    var contentView: UIView?
}
