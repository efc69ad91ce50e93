import UIKit

final class TimerViewController: UIViewController {
    private let elapsedLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        elapsedLabel.font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        elapsedLabel.text = "00:00:00"
        view.addSubview(elapsedLabel)
    }
}
