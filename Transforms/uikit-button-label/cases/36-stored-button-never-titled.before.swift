import UIKit

/// The timer button is made in one method, returned in a tuple and kept in a stored property, but
/// no method gives it words (only its image changes, and an empty title is none): it is image-only,
/// and labelled where it is made.
final class RecorderBar: UIView {
    private weak var timerButton: UIButton?

    func setup() {
        let (container, timerButton) = makeControls()
        addSubview(container)
        self.timerButton = timerButton
    }

    func show(running: Bool) {
        timerButton?.configuration?.image = UIImage(systemName: running ? "timer.circle.fill" : "timer")
        timerButton?.setTitle("", for: .normal)
    }

    private func makeControls() -> (UIView, UIButton) {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "timer")
        let timerButton = UIButton(configuration: configuration)
        timerButton.addTarget(self, action: #selector(toggleTimer), for: .touchUpInside)
        let container = UIView()
        container.addSubview(timerButton)
        return (container, timerButton)
    }

    @objc private func toggleTimer() {}
}
