import UIKit

/// A `restart` glyph on a button that begins auto-scrolling starts something; "Restart" would say it
/// starts again. Reported.
final class TickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollButton = UIButton()
        scrollButton.setImage(UIImage(systemName: "restart"), for: .normal)
        scrollButton.addAction(.init(handler: { [weak self] _ in self?.beginAutoScroll() }), for: .touchUpInside)
        view.addSubview(scrollButton)
    }

    func beginAutoScroll() {}
}
