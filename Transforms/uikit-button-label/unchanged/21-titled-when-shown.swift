import UIKit

/// The clock button is hidden until the remaining time is known, and whenever it is shown its
/// configuration's title is that time: it is not image-only. Made in one method, returned in a
/// tuple, kept in a stored property and titled in a third.
final class PlaybackBar: UIView {
    private weak var clockButton: UIButton?

    func setup() {
        let (container, clockButton) = makeControls()
        addSubview(container)
        self.clockButton = clockButton
    }

    func show(remaining: TimeInterval) {
        clockButton?.isHidden = false
        clockButton?.configuration?.title = "\(Int(remaining / 60)) min"
    }

    private func makeControls() -> (UIView, UIButton) {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "clock")
        let clockButton = UIButton(configuration: configuration)
        clockButton.isHidden = true
        let container = UIView()
        container.addSubview(clockButton)
        return (container, clockButton)
    }
}
