import UIKit

/// Text far larger than any text style (a wordmark, a countdown) reads at every text size: it is
/// left as it is, held at a constant height or not.
final class SplashViewController: UIViewController {
    private let wordmark = UILabel()
    private let countdown = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        wordmark.text = "Orbit"
        wordmark.font = .systemFont(ofSize: 56, weight: .heavy)
        countdown.font = .monospacedDigitSystemFont(ofSize: 44, weight: .light)
        view.addSubview(wordmark)
        view.addSubview(countdown)
        wordmark.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([wordmark.heightAnchor.constraint(equalToConstant: 64)])
    }
}
